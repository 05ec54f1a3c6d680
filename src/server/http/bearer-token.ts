import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Whether the request carries `Authorization: Bearer <token>`. Compared in constant time over
 * digests, so neither the token's characters nor its length can be timed from outside.
 */
export function presentsBearerToken(headers: Headers, token: string | undefined): boolean {
  if (!token) return false
  const match = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')
  return Boolean(match) && timingSafeEqual(digest(match![1]), digest(token))
}
