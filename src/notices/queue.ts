import type { Payload, PayloadRequest } from 'payload'

import { siteNoticesCollection } from './constants'

export type Notice = {
  /** A second notice with the same key is never stored nor sent. */
  key: string
  to: string | readonly string[]
  subject: string
  text: string
  html: string
}

/**
 * False when the key is already stored. Racing callers are kept apart by the key's unique index; in
 * a caller's transaction the loser's is aborted, so such callers decide who sends first.
 */
export async function queueNotice(
  payload: Payload,
  notice: Notice,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  const existing = await payload.find({
    collection: siteNoticesCollection,
    where: { key: { equals: notice.key } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (existing.docs.length > 0) return false
  const to = typeof notice.to === 'string' ? notice.to : notice.to.join(', ')
  try {
    await payload.create({
      collection: siteNoticesCollection,
      data: { ...notice, to, delivery: { status: 'queued' } },
      overrideAccess: true,
      req,
    })
    return true
  } catch (error) {
    if (isDuplicateKey(error)) return false
    throw error
  }
}

/** Payload answers a duplicate unique key with a ValidationError on that field. */
function isDuplicateKey(error: unknown): boolean {
  const data = (error as { data?: { errors?: { path?: string }[] } }).data
  return (
    (error as Error).name === 'ValidationError' &&
    Boolean(data?.errors?.some((entry) => entry.path === 'key'))
  )
}
