import type { Payload, PayloadRequest } from 'payload'

import { refusedFields } from '@/server/http/field-errors'

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
  const existing = await payload.count({
    collection: siteNoticesCollection,
    where: { key: { equals: notice.key } },
    overrideAccess: true,
    req,
  })
  if (existing.totalDocs > 0) return false
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
    // Payload answers the unique index's refusal as a validation error on the key.
    if (refusedFields(error)?.key) return false
    throw error
  }
}
