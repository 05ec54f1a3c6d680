import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * Printed only to the server log, so whoever reaches a fresh site first cannot claim it. Kept in
 * Payload's key-value store, as start-up and route handlers are bundled apart.
 */
const keyPrefix = 'first-user-setup-token:'
const setupTokenLifetimeMs = 24 * 60 * 60 * 1000

type Issued = { issuedAt: number }

const keyOf = (token: string) => keyPrefix + createHash('sha256').update(token).digest('hex')

export async function issueSetupToken(payload: Payload, now = Date.now()): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await payload.kv.set(keyOf(token), { issuedAt: now } satisfies Issued)
  return token
}

export async function isSetupToken(payload: Payload, candidate: unknown): Promise<boolean> {
  if (typeof candidate !== 'string') return false
  // An exact-key lookup of the candidate's hash, so no comparison leaks timing.
  const issued = await payload.kv.get<Issued>(keyOf(candidate.trim()))
  return issued !== null && Date.now() - issued.issuedAt < setupTokenLifetimeMs
}
