import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type GlobalSlug } from 'payload'
import { cache } from 'react'

import type { Config, Package, Service } from '@/payload-types'

import { contentTag } from './content-tags'

/**
 * Every read of site content. Results are cached across requests under the content:<slug> tag that the
 * collections' revalidateContent hooks expire on save, and deduplicated within one render by cache().
 */

const payload = () => getPayload({ config })

function cachedGlobal<T extends GlobalSlug>(slug: T) {
  return cache(
    unstable_cache(
      async (): Promise<Config['globals'][T]> => (await payload()).findGlobal({ slug, depth: 0 }),
      ['global', slug],
      { tags: [contentTag(slug)] },
    ),
  )
}

export const getSiteSettings = cachedGlobal('site-settings')
export const getHeader = cachedGlobal('header')
export const getFooter = cachedGlobal('footer')
export const getSharedSections = cachedGlobal('shared-sections')
export const getFormCopy = cachedGlobal('form-copy')
export const getHomePage = cachedGlobal('home-page')
export const getWebsiteDesignPage = cachedGlobal('website-design-page')
export const getAppDevelopmentPage = cachedGlobal('app-development-page')

export const getServices = cache(
  unstable_cache(
    async (audience: Service['audience']) => {
      const { docs } = await (await payload()).find({
        collection: 'services',
        where: { audience: { equals: audience } },
        sort: 'order',
        depth: 0,
        pagination: false,
      })
      return docs
    },
    ['services'],
    { tags: [contentTag('services')] },
  ),
)

export const getPackages = cache(
  unstable_cache(
    async (category: Package['category']) => {
      const { docs } = await (await payload()).find({
        collection: 'packages',
        where: { category: { equals: category } },
        sort: 'order',
        depth: 0,
        pagination: false,
      })
      return docs
    },
    ['packages'],
    { tags: [contentTag('packages')] },
  ),
)

export const getLocations = cache(
  unstable_cache(
    async () => {
      const { docs } = await (await payload()).find({ collection: 'locations', sort: 'order', depth: 0, pagination: false })
      return docs
    },
    ['locations'],
    { tags: [contentTag('locations')] },
  ),
)

export const getReviews = cache(
  unstable_cache(
    async () => {
      const { docs } = await (await payload()).find({ collection: 'reviews', sort: '-reviewDate', depth: 0, pagination: false })
      return docs
    },
    ['reviews'],
    { tags: [contentTag('reviews')] },
  ),
)
