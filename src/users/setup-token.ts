import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * The one-time token that opens the first-user registration (/admin/create-first-user and
 * POST /api/users/first-register) of a production site with no account yet. It is made at start and only
 * printed to the server log, so whoever reaches a fresh site before its owner cannot claim it. Its hash is
 * kept in Payload's key-value store: the server's start-up and its route handlers are bundled apart, and
 * with several servers any of them may take the form.
 */
const key = 'first-user-setup-token'

type Stored = { hash: string }

const hashOf = (token: string) => createHash('sha256').update(token).digest()

export async function issueSetupToken(payload: Payload): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await payload.kv.set(key, { hash: hashOf(token).toString('hex') } satisfies Stored)
  return token
}

export async function isSetupToken(payload: Payload, candidate: unknown): Promise<boolean> {
  const stored = await payload.kv.get<Stored>(key)
  if (!stored || typeof candidate !== 'string') return false
  const expected = Buffer.from(stored.hash, 'hex')
  const given = hashOf(candidate.trim())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
