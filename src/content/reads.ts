import type { GlobalSlug, Payload, Where } from 'payload'
import { combineWhereConstraints } from 'payload/shared'

import type { Config, Package, Service } from '@/payload-types'

/** A global's own row holds what was last published; drafts live only in its versions. */
export async function readGlobal<T extends GlobalSlug>(
  payload: Payload,
  slug: T,
  draft: boolean,
): Promise<Config['globals'][T]> {
  return payload.findGlobal({ slug, depth: 0, draft })
}

export type ListSlug = 'services' | 'packages' | 'locations' | 'reviews'

/** Each list's filter; it is listed in its collection's `defaultSort`, as the admin lists it. */
export const listQueries = {
  services: (audience: Service['audience']): Where => ({ audience: { equals: audience } }),
  packages: (category: Package['category']): Where => ({ category: { equals: category } }),
  locations: (): Where | undefined => undefined,
  reviews: (): Where | undefined => undefined,
}

export async function readList<T extends ListSlug>(
  payload: Payload,
  collection: T,
  where: Where | undefined,
  draft: boolean,
) {
  const { docs } = await payload.find({
    collection,
    where: draft ? where : combineWhereConstraints([{ _status: { equals: 'published' } }, where]),
    depth: 0,
    pagination: false,
    draft,
  })
  return docs
}
