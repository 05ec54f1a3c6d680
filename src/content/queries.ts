import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type GlobalSlug, type Where } from 'payload'
import { cache } from 'react'

import type { Config, Package, Service } from '@/payload-types'
import { canSeeDrafts } from '@/users/draft-access'

import { contentTag } from './tags'

/**
 * Every read of site content. Visitors get the published content, cached across requests under the
 * content:<slug> tag that the revalidation hooks expire on publish, and deduplicated within one render by
 * cache(). A signed-in owner or staff member who opened a preview (Next's draft mode, see /api/preview)
 * gets the latest drafts instead, uncached.
 */

const payload = () => getPayload({ config })

const isPreview = canSeeDrafts

const published: Where = { _status: { equals: 'published' } }

/** A global's own row holds what was last published; drafts live only in its versions. */
function globalQuery<T extends GlobalSlug>(slug: T) {
  const read = async (draft: boolean): Promise<Config['globals'][T]> => (await payload()).findGlobal({ slug, depth: 0, draft })
  const readPublished = unstable_cache(() => read(false), ['global', slug], { tags: [contentTag(slug)] })
  return cache(async () => ((await isPreview()) ? read(true) : readPublished()))
}

export const getSiteSettings = globalQuery('site-settings')
export const getHeader = globalQuery('header')
export const getFooter = globalQuery('footer')
export const getSharedSections = globalQuery('shared-sections')
export const getFormCopy = globalQuery('form-copy')
export const getReviewCopy = globalQuery('review-copy')
export const getHomePage = globalQuery('home-page')
export const getWebsiteDesignPage = globalQuery('website-design-page')
export const getAppDevelopmentPage = globalQuery('app-development-page')

type ListSlug = 'services' | 'packages' | 'locations' | 'reviews'
type ListQuery = { where?: Where; sort: string }

/** A collection's published documents, or in a preview the latest draft of each. */
function collectionQuery<T extends ListSlug, A extends unknown[]>(collection: T, query: (...args: A) => ListQuery) {
  const read = async (draft: boolean, args: A) => {
    const { where, sort } = query(...args)
    const { docs } = await (await payload()).find({
      collection,
      where: draft ? where : { and: [published, ...(where ? [where] : [])] },
      sort,
      depth: 0,
      pagination: false,
      draft,
    })
    return docs
  }
  const readPublished = unstable_cache((...args: A) => read(false, args), [collection], { tags: [contentTag(collection)] })
  return cache(async (...args: A) => ((await isPreview()) ? read(true, args) : readPublished(...args)))
}

export const getServices = collectionQuery('services', (audience: Service['audience']) => ({
  where: { audience: { equals: audience } },
  sort: 'order',
}))

export const getPackages = collectionQuery('packages', (category: Package['category']) => ({
  where: { category: { equals: category } },
  sort: 'order',
}))

export const getLocations = collectionQuery('locations', () => ({ sort: 'order' }))

export const getReviews = collectionQuery('reviews', () => ({ sort: '-reviewDate' }))
