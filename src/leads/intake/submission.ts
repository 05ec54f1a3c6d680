import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import type { LeadCollection } from '../constants'
import type { FieldErrors } from '@/server/http/field-errors'

const keyPattern = /^[\w-]{16,128}$/
const keyWindowMs = 24 * 60 * 60 * 1000

/** Undefined without a key; the 400's field message when it is malformed. */
export function idempotencyKeyOf(headers: Headers): string | undefined | { errors: FieldErrors } {
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
 * Scoped to the body: a key is the client's word, so the same key over another submit is a submit
 * of its own, never answered with somebody else's lead.
 */
export function submissionKey(idempotencyKey: string, body: Record<string, unknown>): string {
  return createHash('sha256')
    .update(`${idempotencyKey}\n${JSON.stringify(body)}`)
    .digest('hex')
}

/** `recent`: within the day a key is kept. */
export async function earlierSubmission(
  payload: Payload,
  collection: LeadCollection,
  key: string,
): Promise<{ id: string; recent: boolean } | undefined> {
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
