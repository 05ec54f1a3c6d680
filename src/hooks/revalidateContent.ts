import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { contentTag } from '@/lib/content-tags'
import { routesShowing } from '@/lib/content-routes'

/**
 * Next keeps tag expiries in the server's memory only, while the cached pages live on disk: a restart before
 * anyone visited an edited page would forget the expiry and serve the old copy. Requesting the affected pages
 * right after the response re-renders them, so the fresh copies reach the disk at once.
 */
async function rerender(paths: string[], req: PayloadRequest) {
  const origin = `http://127.0.0.1:${process.env.PORT ?? 3000}`
  await Promise.all(
    paths.map(async (path) => {
      try {
        await fetch(`${origin}${path}`, { cache: 'no-store' })
      } catch (error) {
        req.payload.logger.warn({ err: error, msg: `Could not re-render ${path} after a content change` })
      }
    }),
  )
}

function expire(slug: string, req: PayloadRequest) {
  // The seed and the tests run outside a Next request, where revalidateTag throws.
  if (req.context.disableRevalidate) return
  req.payload.logger.info(`Revalidating ${contentTag(slug)}`)
  // Immediate expiry rather than 'max': the owner expects the next page view, not the one after, to show the edit.
  revalidateTag(contentTag(slug), { expire: 0 })
  after(() => rerender(routesShowing(slug), req))
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
