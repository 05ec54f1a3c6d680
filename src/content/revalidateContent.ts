import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { revalidate } from './revalidate'

function expire(slug: string, req: PayloadRequest) {
  // The seed and the tests run outside a Next server, with nothing to expire.
  if (!req.context.disableRevalidate) revalidate(slug, req)
}

type Versioned = { _status?: 'draft' | 'published' | null }

/**
 * Whether the published content changed: a publish or restore does, and so does an unpublish; a draft save
 * (the admin's `?draft=true`) only adds a version and leaves the public pages as they are. The previous
 * document cannot tell an unpublish apart: Payload hands the hook the latest version, which is a draft
 * whenever one is pending, so any save of a draft that is not a draft save counts as a change.
 */
function changesPublished(doc: Versioned, req: PayloadRequest) {
  return doc._status !== 'draft' || String(req.query?.draft) !== 'true'
}

export const revalidateContent: CollectionAfterChangeHook = ({ doc, collection, req }) => {
  if (changesPublished(doc, req)) expire(collection.slug, req)
  return doc
}

export const revalidateContentAfterDelete: CollectionAfterDeleteHook = ({
  doc,
  collection,
  req,
}) => {
  expire(collection.slug, req)
  return doc
}

export const revalidateGlobalContent: GlobalAfterChangeHook = ({ doc, global, req }) => {
  if (changesPublished(doc, req)) expire(global.slug, req)
  return doc
}
