import { revalidatePath, revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { routesShowing } from './routes'
import { contentTag } from './tags'

/**
 * Expires the pages showing `slug` through Next's tags, in the cache handler's Redis or memory
 * (src/content/cache/redis-cache-handler.mjs). Outside a Next request (a publish the job runner schedules) Next has
 * no store to expire through, so those pages refresh by their own `revalidate` time instead.
 */
export function revalidate(slug: string, req: PayloadRequest) {
  req.payload.logger.info(`Revalidating ${contentTag(slug)}`)
  try {
    // Immediate expiry rather than 'max': the owner expects the next page view to show the edit.
    revalidateTag(contentTag(slug), { expire: 0 })
    for (const route of routesShowing(slug)) revalidatePath(route)
  } catch (error) {
    if (!String((error as Error).message).includes('static generation store missing')) throw error
  }
}
