import type { Metadata } from 'next'

import { serverEnv } from '@/config/env'
import type { SiteSetting } from '@/payload-types'

import type { PublicRoute } from './routes'

export const defaultShareImage = '/og-image.png'
export const shareImageSize = { width: 1200, height: 630 }

/** Search results cut titles at about 70 characters. */
export const TITLE_MAX_LENGTH = 70

export function fitTitle(title: string, businessName: string): string {
  if (title.length <= TITLE_MAX_LENGTH) return title
  const withoutName = title
    .split(' | ')
    .filter((part) => part.trim() !== businessName)
    .join(' | ')
  if (withoutName && withoutName.length <= TITLE_MAX_LENGTH) return withoutName
  const cut = withoutName.slice(0, TITLE_MAX_LENGTH - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`
}

type PageSeo =
  { title?: string | null; description?: string | null; image?: string | null } | null | undefined

/** The editor's SEO fields first, then the page's heading and text, then the site's tagline. */
export function pageMetadata({
  route,
  seo,
  site,
  fallbackTitle,
  fallbackDescription,
}: {
  route: PublicRoute
  seo: PageSeo
  site: SiteSetting
  fallbackTitle: string
  fallbackDescription: string
}): Metadata {
  const title = fitTitle(seo?.title?.trim() || fallbackTitle, site.businessName)
  const description = seo?.description?.trim() || fallbackDescription || site.tagline
  const image = seo?.image?.trim() || site.seo?.image?.trim() || defaultShareImage
  const images = [{ url: image, ...shareImageSize, alt: site.businessName }]
  const url = `${serverEnv().publicUrl}${route === '/' ? '' : route}`
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'en_US',
      siteName: site.businessName,
      url,
      title,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  }
}
