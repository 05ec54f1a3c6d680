import { serverEnv } from '@/config/env'
import type { SiteSetting } from '@/payload-types'

import { defaultShareImage } from './metadata'

/**
 * No aggregateRating: search engines ignore, and may penalise, rating markup built from reviews a
 * business shows about itself.
 */
export function businessJsonLd(site: SiteSetting) {
  const url = serverEnv().publicUrl
  const image = site.seo?.image?.trim() || defaultShareImage
  const places = (site.seo?.areaServed ?? []).map((place) => place.name)
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${url}/#business`,
    name: site.businessName,
    description: site.tagline,
    url,
    telephone: site.phone,
    email: site.email,
    image: new URL(image, url).href,
    areaServed: [
      { '@type': 'AdministrativeArea', name: site.serviceArea },
      ...places.map((name) => ({ '@type': 'City', name })),
    ],
    sameAs: [site.social.facebook, site.social.linkedin, site.social.twitter].filter(Boolean),
  }
}

/** "<" escaped so no text in the settings can close the script element early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
