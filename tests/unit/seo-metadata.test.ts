import { beforeAll, describe, expect, it } from 'vitest'

import type { SiteSetting } from '@/payload-types'

let pageMetadata: typeof import('@/content/seo/metadata').pageMetadata
let businessJsonLd: typeof import('@/content/seo/business-json-ld').businessJsonLd

const site = {
  businessName: 'Nature Coast Tech',
  tagline: 'Local IT support',
  phone: '(352) 555-0142',
  email: 'hello@example.com',
  serviceArea: 'Citrus County, Florida',
  social: { facebook: 'https://facebook.com/x', linkedin: '', twitter: '' },
  seo: { image: '', areaServed: [{ name: 'Inverness, FL' }, { name: 'Crystal River, FL' }] },
} as unknown as SiteSetting

beforeAll(async () => {
  // The canonical address comes from SITE_URL, read once when the settings are first used.
  process.env.SITE_URL = 'https://www.example.com'
  process.env.PAYLOAD_SECRET = 'x'.repeat(40)
  ;({ pageMetadata } = await import('@/content/seo/metadata'))
  ;({ businessJsonLd } = await import('@/content/seo/business-json-ld'))
})

describe('page metadata', () => {
  it("uses the editor's SEO title, description and image when they are set", () => {
    const metadata = pageMetadata({
      route: '/website-design',
      seo: { title: 'Websites in Inverness', description: 'Fast sites.', image: '/custom.png' },
      site,
      fallbackTitle: 'Professional Website Design',
      fallbackDescription: 'Hero text',
    })
    expect(metadata.title).toEqual({ absolute: 'Websites in Inverness' })
    expect(metadata.description).toBe('Fast sites.')
    expect(metadata.alternates?.canonical).toBe('https://www.example.com/website-design')
    expect(metadata.openGraph).toMatchObject({
      url: 'https://www.example.com/website-design',
      images: [{ url: '/custom.png' }],
    })
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Websites in Inverness',
    })
  })

  it("falls back to the page's own heading and text, then the site's tagline and share image", () => {
    const fromPage = pageMetadata({
      route: '/',
      seo: { title: ' ', description: null },
      site,
      fallbackTitle: 'Hero',
      fallbackDescription: 'Hero text',
    })
    expect(fromPage.title).toEqual({ absolute: 'Hero' })
    expect(fromPage.description).toBe('Hero text')
    expect(fromPage.alternates?.canonical).toBe('https://www.example.com')
    expect(fromPage.openGraph).toMatchObject({
      images: [{ url: '/og-image.png', width: 1200, height: 630 }],
    })

    const fromSite = pageMetadata({
      route: '/',
      seo: null,
      site,
      fallbackTitle: 'Hero',
      fallbackDescription: '',
    })
    expect(fromSite.description).toBe('Local IT support')
  })
})

describe('page titles', () => {
  const titleOf = (fallbackTitle: string, seoTitle = '') =>
    (
      pageMetadata({
        route: '/',
        seo: { title: seoTitle },
        site,
        fallbackTitle,
        fallbackDescription: 'Text',
      }).title as { absolute: string }
    ).absolute

  it("drops the business name from a title longer than 70 characters, as the home page's would be", () => {
    const title = titleOf(
      'Nature Coast Tech | Reliable IT Support for Citrus County Businesses and Homes',
    )
    expect(title).toBe('Reliable IT Support for Citrus County Businesses and Homes')
  })

  it('cuts a long title of one part at a word, within 70 characters', () => {
    const long =
      'Managed IT services, cybersecurity, compliance and consulting for businesses in Citrus County'
    const title = titleOf('Fallback', long)
    expect(title.length).toBeLessThanOrEqual(70)
    expect(title).toMatch(/^Managed IT services, .+[a-z]…$/)
  })

  it('keeps a title that fits', () => {
    expect(titleOf('Professional Website Design | Nature Coast Tech')).toBe(
      'Professional Website Design | Nature Coast Tech',
    )
  })
})

describe('business JSON-LD', () => {
  it('describes a ProfessionalService from the settings, serving Citrus County and its towns, with no rating', () => {
    const business = businessJsonLd(site)
    expect(business).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Nature Coast Tech',
      telephone: '(352) 555-0142',
      email: 'hello@example.com',
      url: 'https://www.example.com',
      image: 'https://www.example.com/og-image.png',
      sameAs: ['https://facebook.com/x'],
    })
    expect(business.areaServed.map((area) => area.name)).toEqual([
      'Citrus County, Florida',
      'Inverness, FL',
      'Crystal River, FL',
    ])
    expect(JSON.stringify(business)).not.toMatch(/aggregateRating|review/i)
  })
})
