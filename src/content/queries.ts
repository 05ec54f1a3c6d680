import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type GlobalSlug, type Where } from 'payload'
import { cache } from 'react'

import { canSeeDrafts } from '@/users/draft-access'

import { listQueries, readGlobal, readList, type ListSlug } from './reads'
import { contentTag } from './routes'

/**
 * Published content is cached under the tag the revalidation hooks expire; staff in draft mode
 * (/api/preview) read the latest drafts, uncached.
 */
function contentQuery<A extends unknown[], R>(
  slug: string,
  read: (draft: boolean, ...args: A) => Promise<R>,
) {
  const readPublished = unstable_cache((...args: A) => read(false, ...args), [slug], {
    tags: [contentTag(slug)],
  })
  return cache(async (...args: A) =>
    (await canSeeDrafts()) ? read(true, ...args) : readPublished(...args),
  )
}

const payload = () => getPayload({ config })

const globalQuery = <T extends GlobalSlug>(slug: T) =>
  contentQuery(slug, async (draft) => readGlobal(await payload(), slug, draft))

const collectionQuery = <T extends ListSlug, A extends unknown[]>(
  collection: T,
  query: (...args: A) => Where | undefined,
) =>
  contentQuery(collection, async (draft, ...args: A) =>
    readList(await payload(), collection, query(...args), draft),
  )

export const getSiteSettings = globalQuery('site-settings')
export const getHeader = globalQuery('header')
export const getFooter = globalQuery('footer')
export const getSharedSections = globalQuery('shared-sections')
export const getFormCopy = globalQuery('form-copy')
export const getReviewCopy = globalQuery('review-copy')
export const getPrivacyNote = globalQuery('privacy-note')
export const getHomePage = globalQuery('home-page')
export const getWebsiteDesignPage = globalQuery('website-design-page')
export const getAppDevelopmentPage = globalQuery('app-development-page')

export const getServices = collectionQuery('services', listQueries.services)
export const getPackages = collectionQuery('packages', listQueries.packages)
export const getLocations = collectionQuery('locations', listQueries.locations)
export const getReviews = collectionQuery('reviews', listQueries.reviews)
