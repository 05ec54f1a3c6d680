import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { attachmentLimits } from '../../attachments'

/** Ids appear in the admin and in emails, so an id alone never attaches a file to a lead. */

const lifetimeMs = attachmentLimits.orphanHours * 60 * 60 * 1000

function signature(secret: string, id: string, expiresAt: number): string {
  return createHmac('sha256', secret)
    .update(`lead-attachment:${id}:${expiresAt}`)
    .digest('base64url')
}

export function attachmentToken(secret: string, id: string, now: number = Date.now()): string {
  const expiresAt = now + lifetimeMs
  return `${expiresAt}.${signature(secret, id, expiresAt)}`
}

export function isValidAttachmentToken(
  secret: string,
  id: string,
  token: string,
  now: number = Date.now(),
): boolean {
  const match = /^(\d{10,16})\.([\w-]{43})$/.exec(token)
  if (!match) return false
  const expiresAt = Number(match[1])
  if (expiresAt < now) return false
  const expected = Buffer.from(signature(secret, id, expiresAt))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given)
}
