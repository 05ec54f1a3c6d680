import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { revalidate } from './revalidate'

async function expire(slug: string, req: PayloadRequest) {
  // The seed and the tests run outside a Next server, with nothing to expire.
  if (req.context.disableRevalidate) return
  await revalidate(slug, req)
}

type Versioned = { _status?: 'draft' | 'published' | null }

/**
 * Whether the published content changed: a publish or restore does, and so does an unpublish; a draft save
 * (the admin's `?draft=true`) only adds a version and leaves the public pages as they are.
 */
function changesPublished(doc: Versioned, previousDoc: Versioned | undefined, req: PayloadRequest) {
  if (doc._status === undefined || doc._status === 'published') return true
  return previousDoc?._status === 'published' && String(req.query?.draft) !== 'true'
}

export const revalidateContent: CollectionAfterChangeHook = async ({ doc, previousDoc, collection, req }) => {
  if (changesPublished(doc, previousDoc, req)) await expire(collection.slug, req)
  return doc
}

export const revalidateContentAfterDelete: CollectionAfterDeleteHook = async ({ doc, collection, req }) => {
  await expire(collection.slug, req)
  return doc
}

export const revalidateGlobalContent: GlobalAfterChangeHook = async ({ doc, previousDoc, global, req }) => {
  if (changesPublished(doc, previousDoc, req)) await expire(global.slug, req)
  return doc
}
