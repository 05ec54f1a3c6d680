import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { contentTag } from '@/lib/content-tags'

function expire(slug: string, req: PayloadRequest) {
  // The seed and the tests run outside a Next request, where revalidateTag throws.
  if (req.context.disableRevalidate) return
  req.payload.logger.info(`Revalidating ${contentTag(slug)}`)
  // Immediate expiry rather than 'max': the owner expects the next page view, not the one after, to show the edit.
  revalidateTag(contentTag(slug), { expire: 0 })
}

export const revalidateContent: CollectionAfterChangeHook = ({ doc, collection, req }) => {
  expire(collection.slug, req)
  return doc
}

export const revalidateContentAfterDelete: CollectionAfterDeleteHook = ({ doc, collection, req }) => {
  expire(collection.slug, req)
  return doc
}

export const revalidateGlobalContent: GlobalAfterChangeHook = ({ doc, global, req }) => {
  expire(global.slug, req)
  return doc
}
