import { randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The one-time token that opens the first-user registration (/admin/create-first-user and
 * POST /api/users/first-register) of a production site with no account yet. It is made at start and only
 * printed to the server log, so whoever reaches a fresh site before its owner cannot claim it. Kept on
 * globalThis: the server's start-up and its route handlers are bundled apart and share only the process.
 */
const slot = Symbol.for('nature-coast-tech.first-user-setup-token')

type Holder = { [slot]?: string }

export function issueSetupToken(): string {
  const token = randomBytes(24).toString('base64url')
  ;(globalThis as Holder)[slot] = token
  return token
}

export function isSetupToken(candidate: unknown): boolean {
  const token = (globalThis as Holder)[slot]
  if (!token || typeof candidate !== 'string') return false
  const given = Buffer.from(candidate.trim())
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
