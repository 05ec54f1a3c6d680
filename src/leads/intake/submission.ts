import 'server-only'

import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from '@/db/transaction'

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

/**
 * The lead already stored for this submit, and whether that was within the day a key is kept. With `req`,
 * it reads in that transaction: after `awaitSubmission`, it sees what an earlier send of the submit stored.
 */
export async function earlierSubmission(
  payload: Payload,
  collection: LeadCollection,
  key: string,
  req?: PayloadRequest,
): Promise<EarlierSubmission | undefined> {
  const { docs } = await payload.find({
    collection,
    where: { submissionKey: { equals: key } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const earlier = docs[0]
  if (!earlier) return undefined
  return {
    id: String(earlier.id),
    recent: Date.now() - new Date(earlier.createdAt).getTime() < keyWindowMs,
  }
}

/**
 * Inside the lead's transaction, before anything else: waits until no other send of the same submit is
 * being stored, and keeps the next one waiting until this transaction ends. Sends of one submit that
 * arrive together are stored one after another, so each one after the first finds the first's lead
 * (instead of finding its files taken by it). A transaction-scoped advisory lock, for which Payload has no
 * call: Drizzle on Payload's own transaction for that one statement; what is read and written stays on
 * Payload's Local API.
 */
export async function awaitSubmission(
  payload: Payload,
  req: PayloadRequest,
  collection: LeadCollection,
  key: string,
): Promise<void> {
  const db = await transactionDrizzle(payload, req)
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`lead-submission:${collection}:${key}`}))`,
  )
}
