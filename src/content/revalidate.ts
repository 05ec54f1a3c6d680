import { after } from 'next/server'
import type { PayloadRequest } from 'payload'

import { startContentGeneration } from './content-epoch'
import { expireInRequest } from './next-request'
import { expireTagOutsideRequest } from './next-tags-manifest'
import { routesShowing } from './routes'
import { expireSharedPages } from './redis-page-cache'
import { contentTag } from './tags'

/**
 * How long after a change its pages are expired once more. The change commits only after its hooks return,
 * and a page that was rendering then holds the data from before it, yet Next stamps that page with the time
 * its render ended: ending after the first expiry, it would pass for fresh until the next edit.
 */
const settleMilliseconds = 1_000

/** Expires in Next's cache of this process; false outside a Next request (the job runner), where Next has no work store. */
function expireInNext(slug: string) {
  try {
    expireInRequest(contentTag(slug), routesShowing(slug))
    return true
  } catch (error) {
    if (!String((error as Error).message).includes('static generation store missing')) throw error
    expireTagOutsideRequest(contentTag(slug))
    return false
  }
}

async function expireEverywhere(slug: string, req: PayloadRequest) {
  try {
    await expireSharedPages([contentTag(slug)])
  } catch (error) {
    req.payload.logger.warn({
      err: error,
      msg: `Could not expire ${contentTag(slug)} in the shared page cache`,
    })
  }
  return expireInNext(slug)
}

/**
 * Clears every layer that keeps pages showing the content of `slug`: Redis (before the save answers, so the
 * next page view on any instance shows it), Next's cache in this process, and the content generation a
 * restart checks its caches against. Once the change has committed (after the response, or a moment after
 * a scheduled publish run by the job runner), it does so once more.
 */
export async function revalidate(slug: string, req: PayloadRequest) {
  req.payload.logger.info(`Revalidating ${contentTag(slug)}`)
  await startContentGeneration(req.payload)
  const again = async () => {
    await new Promise((resolve) => setTimeout(resolve, settleMilliseconds).unref())
    await expireEverywhere(slug, req)
  }
  if (await expireEverywhere(slug, req)) after(again)
  else void again()
}
