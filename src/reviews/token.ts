import { createHmac, timingSafeEqual } from 'node:crypto'

import type { LeadCollection } from '@/leads/constants'

import { optOutLinkLifetimeDays, reviewLinkLifetimeDays } from './constants'

/**
 * Signed with a key derived from PAYLOAD_SECRET, so nobody can make a link for another lead or
 * extend one; the purpose is signed too, so a review link never opts out and vice versa.
 */

export type LinkPurpose = 'review' | 'optOut'

export type ReviewLink = {
  purpose: LinkPurpose
  collection: LeadCollection
  leadId: string
  expiresAt: number
}

export type ReadLink =
  ({ valid: true } & ReviewLink) | { valid: false; reason: 'invalid' | 'expired' }

const purposeCodes: Record<LinkPurpose, string> = { review: 'r', optOut: 'o' }
const collectionCodes: Record<LeadCollection, string> = {
  'contact-submissions': 's',
  'package-purchases': 'p',
}

const dayMs = 24 * 60 * 60 * 1000
const linkPattern =
  /^([ro])([sp])\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-z]{1,11})\.([\w-]{43})$/

const codeOf = <Value extends string>(codes: Record<Value, string>, code: string) =>
  (Object.keys(codes) as Value[]).find((value) => codes[value] === code)

const signature = (secret: string, body: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('review-request-links').digest())
    .update(body)
    .digest('base64url')

export function signReviewLink(
  secret: string,
  link: Omit<ReviewLink, 'expiresAt'>,
  now: number = Date.now(),
): string {
  const days = link.purpose === 'review' ? reviewLinkLifetimeDays : optOutLinkLifetimeDays
  const expiresAt = now + days * dayMs
  const body = `${purposeCodes[link.purpose]}${collectionCodes[link.collection]}.${link.leadId}.${expiresAt.toString(36)}`
  return `${body}.${signature(secret, body)}`
}

/** A link altered in any character is invalid, not expired. */
export function readReviewLink(secret: string, token: string, now: number = Date.now()): ReadLink {
  const match = linkPattern.exec(token)
  if (!match) return { valid: false, reason: 'invalid' }
  const body = token.slice(0, token.lastIndexOf('.'))
  const expected = Buffer.from(signature(secret, body))
  const given = Buffer.from(match[5])
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { valid: false, reason: 'invalid' }
  const purpose = codeOf(purposeCodes, match[1])
  const collection = codeOf(collectionCodes, match[2])
  const expiresAt = parseInt(match[4], 36)
  if (!purpose || !collection) return { valid: false, reason: 'invalid' }
  if (expiresAt <= now) return { valid: false, reason: 'expired' }
  return { valid: true, purpose, collection, leadId: match[3], expiresAt }
}

/** One review per lead, whichever of its links sent it. */
export const reviewKeyOf = (link: Pick<ReviewLink, 'collection' | 'leadId'>) =>
  `${link.collection}:${link.leadId}`
