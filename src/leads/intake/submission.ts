import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { LeadCollection } from '../constants'
import type { FieldErrors } from '@/http/field-errors'

/**
 * A submit and its retries: the browser sends each submit with an Idempotency-Key and repeats it on every
 * retry, so a second press of "Send" or a retry after a timeout finds the lead the first one stored and is
 * answered like it, instead of storing a second lead.
 */

const keyPattern = /^[\w-]{16,128}$/
const keyWindowMs = 24 * 60 * 60 * 1000

/** The request's Idempotency-Key: undefined without one, the 400's field message when it is malformed. */
export function idempotencyKeyOf(headers: Headers): string | undefined | { errors: FieldErrors } {
  // Headers hand values over without their surrounding spaces already.
  const key = headers.get('idempotency-key')
  if (!key) return undefined
  if (!keyPattern.test(key))
    return {
      errors: {
        idempotencyKey: ['The Idempotency-Key header must be 16-128 letters, digits, "-" or "_"'],
      },
    }
  return key
}

/**
 * What a lead stores to be found by its retries: the key together with what was sent under it. A key is
 * the client's word; scoped to the body, the same key over another submit (a client that reuses its keys,
 * or one that sends somebody else's) is a submit of its own, never answered by that earlier lead.
 */
export function submissionKey(idempotencyKey: string, body: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${idempotencyKey}\n${JSON.stringify(body)}`)
    .digest('hex')
}

export type EarlierSubmission = { id: string; recent: boolean }

/** The lead already stored for this submit, and whether that was within the day a key is kept. */
export async function earlierSubmission(
  payload: Payload,
  collection: LeadCollection,
  key: string,
): Promise<EarlierSubmission | undefined> {
  const { docs } = await payload.find({
    collection,
    where: { submissionKey: { equals: key } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const earlier = docs[0]
  if (!earlier) return undefined
  return {
    id: String(earlier.id),
    recent: Date.now() - new Date(earlier.createdAt).getTime() < keyWindowMs,
  }
}
