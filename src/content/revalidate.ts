import { createHmac, timingSafeEqual } from 'node:crypto'
import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { contentTag } from '@/lib/content-tags'
import { routesShowing } from '@/lib/content-routes'

type Logger = Payload['logger']

const ownOrigin = () => `http://127.0.0.1:${serverEnv().PORT}`

/**
 * Next keeps tag expiries in the server's memory only, while the cached pages live on disk: a restart before
 * anyone visited an edited page would forget the expiry and serve the old copy. Requesting the affected pages
 * right after the response re-renders them, so the fresh copies reach the disk at once.
 */
async function rerender(paths: string[], logger: Logger) {
  await Promise.all(
    paths.map(async (path) => {
      try {
        await fetch(`${ownOrigin()}${path}`, { cache: 'no-store' })
      } catch (error) {
        logger.warn({ err: error, msg: `Could not re-render ${path} after a content change` })
      }
    }),
  )
}

type ExpireSharedCacheTags = (tags: string[]) => Promise<void>

/**
 * With pages cached in Redis (REDIS_URL), expires the content's tag there before the save answers, so the
 * next page view on any instance shows the change; set by src/cache/redis-cache-handler.mjs. Redis being
 * unreachable costs a warning only: the memory fallback is expired by revalidateTag as usual.
 */
export async function expireSharedContent(slug: string, logger: Logger) {
  const expire = (globalThis as Record<symbol, ExpireSharedCacheTags | undefined>)[Symbol.for('site.expireSharedCacheTags')]
  try {
    await expire?.([contentTag(slug)])
  } catch (error) {
    logger.warn({ err: error, msg: `Could not expire ${contentTag(slug)} in the shared page cache` })
  }
}

/**
 * Expires the content inside a Next request: the next page view shows the change. A scheduled publish, run
 * by the job runner outside any request, cannot: revalidateTag throws there.
 */
export function expireContent(slug: string) {
  // Immediate expiry rather than 'max': the owner expects the next page view, not the one after, to show the edit.
  revalidateTag(contentTag(slug), { expire: 0 })
}

/** POST /api/revalidate: expires the content once more and re-renders the pages that show it. */
export function expireSettledContent(slug: string, logger: Logger) {
  expireContent(slug)
  after(() => rerender(routesShowing(slug), logger))
}

/** The bearer token of POST /api/revalidate, derived from PAYLOAD_SECRET so there is nothing more to configure. */
export const revalidateToken = () => createHmac('sha256', serverEnv().PAYLOAD_SECRET).update('revalidate-content').digest('hex')

export function isRevalidateToken(header: string | null) {
  const token = /^Bearer (.+)$/.exec(header ?? '')?.[1]
  const expected = Buffer.from(revalidateToken())
  return Boolean(token && token.length === expected.length && timingSafeEqual(Buffer.from(token), expected))
}

/**
 * How long after a change the server expires it again. A change commits only after its hooks return (a
 * scheduled publish too), and a page that was rendering at the commit holds the data from before it, yet
 * Next stamps that page with the time its render ended: ending after the first expiry, it would pass for
 * fresh until the next edit. Renders take tens of milliseconds.
 */
const settleMilliseconds = 1_000

/** Asks this server, a moment after the change committed, to expire the content again and re-render its pages. */
export function requestSettledExpiry(slug: string, logger: Logger) {
  setTimeout(async () => {
    try {
      const response = await fetch(`${ownOrigin()}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${revalidateToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({ slug }),
      })
      if (!response.ok) throw new Error(`answered ${response.status}`)
    } catch (error) {
      logger.warn({ err: error, msg: `Could not revalidate ${contentTag(slug)} after a change` })
    }
  }, settleMilliseconds).unref()
}
