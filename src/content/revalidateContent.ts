import { setTimeout as sleep } from 'node:timers/promises'

import { revalidatePath, revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { expireSharedTag } from './cache/shared-expiry'
import { contentTag, routesShowing } from './routes'

type Versioned = { _status?: 'draft' | 'published' | null }

/**
 * A draft save (`?draft=true`) leaves the public pages alone. Payload hands the hook the latest
 * version, a draft whenever one is pending, so an unpublish is a draft saved without `?draft=true`.
 * Outside a Next request (a publish the job runner schedules) Next has no store to expire through,
 * so those pages refresh by their own `revalidate` time instead.
 */
async function expireIfPublishedChanged(slug: string, req: PayloadRequest, doc?: Versioned) {
  if (req.context.disableRevalidate) return
  if (doc?._status === 'draft' && String(req.query?.draft) === 'true') return
  const tag = contentTag(slug)
  req.payload.logger.info(`Revalidating ${tag}`)
  const expireNow = async () => {
    await expireSharedTag(tag).catch((error: unknown) =>
      req.payload.logger.warn({ err: error, msg: `Could not expire ${tag} in Redis` }),
    )
    // Immediate expiry rather than 'max': the owner expects the next page view to show the edit.
    revalidateTag(tag, { expire: 0 })
    for (const route of routesShowing(slug)) revalidatePath(route)
  }
  try {
    await expireNow()
  } catch (error) {
    if (String((error as Error).message).includes('static generation store missing')) return
    throw error
  }
  // A page rendering while the save committed holds the old data yet is stamped after the expiry
  // (tests/e2e/content-history.e2e.spec.ts).
  after(() => sleep(1_000).then(expireNow))
}

export const revalidateContent: CollectionAfterChangeHook = async ({ doc, collection, req }) => {
  await expireIfPublishedChanged(collection.slug, req, doc)
  return doc
}

export const revalidateContentAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  collection,
  req,
}) => {
  await expireIfPublishedChanged(collection.slug, req)
  return doc
}

export const revalidateGlobalContent: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await expireIfPublishedChanged(global.slug, req, doc)
  return doc
}
