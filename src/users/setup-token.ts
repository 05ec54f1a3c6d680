import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/**
 * The one-time token that opens the first-user registration (/admin/create-first-user and
 * POST /api/users/first-register) of a production site with no account yet. It is made at each start and
 * only printed to the server log, so whoever reaches a fresh site before its owner cannot claim it. Its
 * hash is kept in Payload's key-value store, not in the process: the server's start-up and its route
 * handlers are bundled apart, and with several servers each prints its own token and any of them may take
 * the form. A token opens registration for a day; once an account exists Payload closes it anyway.
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
  // Looked up by the candidate's hash: the store is asked for an exact key, so no comparison leaks timing.
  const issued = await payload.kv.get<Issued>(keyOf(candidate.trim()))
  return issued !== null && Date.now() - issued.issuedAt < setupTokenLifetimeMs
}
