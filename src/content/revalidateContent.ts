import { revalidatePath, revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { expireSharedTag } from './cache/shared-expiry'
import { routesShowing } from './routes'
import { contentTag } from './tags'

/**
 * Expires the pages showing `slug` through Next's tags, in the cache handler's Redis or memory; with
 * Redis also before the save answers (shared-expiry.ts). Outside a Next request (a publish the job
 * runner schedules) Next has no store to expire through, so those pages refresh by their own
 * `revalidate` time instead.
 */
async function expire(slug: string, req: PayloadRequest) {
  const tag = contentTag(slug)
  req.payload.logger.info(`Revalidating ${tag}`)
  await expireSharedTag(tag).catch((error: unknown) =>
    req.payload.logger.warn({ err: error, msg: `Could not expire ${tag} in Redis` }),
  )
  try {
    // Immediate expiry rather than 'max': the owner expects the next page view to show the edit.
    revalidateTag(tag, { expire: 0 })
    for (const route of routesShowing(slug)) revalidatePath(route)
  } catch (error) {
    if (!String((error as Error).message).includes('static generation store missing')) throw error
    return
  }
  // A page rendering while the save committed holds the data from before it, yet is stamped with the
  // time its render ended, after the expiry: expired once more a moment later.
  // tests/e2e/content-history.e2e.spec.ts ("a price published while a visitor's page is rendering").
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await expireSharedTag(tag).catch(() => {})
    revalidateTag(tag, { expire: 0 })
    for (const route of routesShowing(slug)) revalidatePath(route)
  })
}

const expireUnlessDisabled = (slug: string, req: PayloadRequest) =>
  // The seed and the tests run outside a Next server, with nothing to expire.
  req.context.disableRevalidate ? undefined : expire(slug, req)

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

export const revalidateContent: CollectionAfterChangeHook = async ({ doc, collection, req }) => {
  if (changesPublished(doc, req)) await expireUnlessDisabled(collection.slug, req)
  return doc
}

export const revalidateContentAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  collection,
  req,
}) => {
  await expireUnlessDisabled(collection.slug, req)
  return doc
}

export const revalidateGlobalContent: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  if (changesPublished(doc, req)) await expireUnlessDisabled(global.slug, req)
  return doc
}
