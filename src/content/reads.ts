import type { GlobalSlug, Payload, Where } from 'payload'

import type { Config, Package, Service } from '@/payload-types'

const published: Where = { _status: { equals: 'published' } }

/** A global's own row holds what was last published; drafts live only in its versions. */
export async function readGlobal<T extends GlobalSlug>(
  payload: Payload,
  slug: T,
  draft: boolean,
): Promise<Config['globals'][T]> {
  return payload.findGlobal({ slug, depth: 0, draft })
}

export type ListSlug = 'services' | 'packages' | 'locations' | 'reviews'
export type ListQuery = { where?: Where; sort: string }

export const listQueries = {
  services: (audience: Service['audience']): ListQuery => ({
    where: { audience: { equals: audience } },
    sort: 'order',
  }),
  packages: (category: Package['category']): ListQuery => ({
    where: { category: { equals: category } },
    sort: 'order',
  }),
  locations: (): ListQuery => ({ sort: 'order' }),
  reviews: (): ListQuery => ({ sort: '-reviewDate' }),
}

export async function readList<T extends ListSlug>(
  payload: Payload,
  collection: T,
  { where, sort }: ListQuery,
  draft: boolean,
) {
  const { docs } = await payload.find({
    collection,
    where: draft ? where : { and: [published, ...(where ? [where] : [])] },
    sort,
    depth: 0,
    pagination: false,
    draft,
  })
  return docs
}
