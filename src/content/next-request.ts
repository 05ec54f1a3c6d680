import { revalidatePath, revalidateTag } from 'next/cache'

/**
 * Expires a tag and the routes that show it in the cache of the Next request being handled. Throws outside
 * a Next request (the job runner), where Next has no work store; src/content/revalidate.ts decides what then.
 */
export function expireInRequest(tag: string, routes: string[]) {
  // Immediate expiry rather than 'max': the owner expects the next page view, not the one after, to show the edit.
  revalidateTag(tag, { expire: 0 })
  for (const route of routes) revalidatePath(route)
}
