import { describe, expect, it } from 'vitest'

import { messages } from '@/leads/schema'
import {
  reviewFormSchema,
  reviewLimits,
  reviewMessages,
  reviewRequestSchema,
} from '@/reviews/schema'
import { readReviewLink, reviewKeyOf, signReviewLink } from '@/reviews/token'

const secret = 'a-test-secret-of-at-least-thirty-two-characters'
const leadId = '0b8f6c1e-3d2a-4f5b-9c7d-1a2b3c4d5e6f'
const day = 24 * 60 * 60 * 1000
const now = Date.UTC(2026, 10, 25, 12)

describe('review links', () => {
  it('name their lead and purpose, and work for 30 days', () => {
    const token = signReviewLink(
      secret,
      { purpose: 'review', collection: 'package-purchases', leadId },
      now,
    )
    expect(readReviewLink(secret, token, now)).toEqual({
      valid: true,
      purpose: 'review',
      collection: 'package-purchases',
      leadId,
      expiresAt: now + 30 * day,
    })
    expect(readReviewLink(secret, token, now + 30 * day - 1).valid).toBe(true)
    expect(readReviewLink(secret, token, now + 30 * day)).toEqual({
      valid: false,
      reason: 'expired',
    })
  })

  it('are invalid when any character is changed, or when signed with another secret', () => {
    const token = signReviewLink(
      secret,
      { purpose: 'review', collection: 'contact-submissions', leadId },
      now,
    )
    for (let index = 0; index < token.length; index += 1) {
      const changed =
        token.slice(0, index) + (token[index] === 'a' ? 'b' : 'a') + token.slice(index + 1)
      expect(readReviewLink(secret, changed, now), `character ${index}`).toMatchObject({
        valid: false,
      })
    }
    expect(readReviewLink('another-secret-of-at-least-thirty-two-chars', token, now)).toEqual({
      valid: false,
      reason: 'invalid',
    })
    expect(readReviewLink(secret, '', now)).toEqual({ valid: false, reason: 'invalid' })
    expect(readReviewLink(secret, `${token}x`, now)).toEqual({ valid: false, reason: 'invalid' })
  })

  it('cannot be extended: a later expiry with the old signature is invalid, not expired or valid', () => {
    const token = signReviewLink(
      secret,
      { purpose: 'review', collection: 'contact-submissions', leadId },
      now,
    )
    const parts = token.split('.')
    parts[2] = (now + 365 * day).toString(36)
    expect(readReviewLink(secret, parts.join('.'), now)).toEqual({
      valid: false,
      reason: 'invalid',
    })
  })

  it('keep their purpose: an opt-out link is no review link, and lasts longer', () => {
    const review = signReviewLink(
      secret,
      { purpose: 'review', collection: 'contact-submissions', leadId },
      now,
    )
    const optOut = signReviewLink(
      secret,
      { purpose: 'optOut', collection: 'contact-submissions', leadId },
      now,
    )
    expect(readReviewLink(secret, optOut, now)).toMatchObject({ valid: true, purpose: 'optOut' })
    expect(readReviewLink(secret, optOut, now + 31 * day)).toMatchObject({
      valid: true,
      purpose: 'optOut',
    })
    // The same lead and expiry under the other purpose's code: the signature covers the purpose.
    expect(readReviewLink(secret, `o${review.slice(1)}`, now)).toEqual({
      valid: false,
      reason: 'invalid',
    })
  })

  it('store one review per lead', () => {
    expect(reviewKeyOf({ collection: 'contact-submissions', leadId })).toBe(
      `contact-submissions:${leadId}`,
    )
  })
})

describe('the review form schema', () => {
  const valid = {
    rating: 5,
    text: 'Fast, friendly and fixed for good.',
    reviewerName: 'Ada L.',
    town: 'Inverness',
    consentToPublish: true,
  }

  it('accepts a whole review', () => {
    expect(reviewFormSchema.parse(valid)).toEqual(valid)
  })

  it.each([0, 6, 3.5, '5', null])('refuses the rating %s', (rating) => {
    const result = reviewFormSchema.safeParse({ ...valid, rating })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['rating'],
      message: reviewMessages.rating,
    })
  })

  it('needs consent, a name and town on one line, and a text of some length', () => {
    const issues =
      reviewFormSchema.safeParse({
        ...valid,
        consentToPublish: false,
        reviewerName: 'Ada\nL.',
        town: '',
        text: 'ok',
      }).error?.issues ?? []
    expect(Object.fromEntries(issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      consentToPublish: reviewMessages.consent,
      reviewerName: 'Must be on a single line',
      town: 'Required',
      text: reviewMessages.textTooShort,
    })
  })

  it('takes a text of ten characters, not of nine', () => {
    expect(reviewFormSchema.safeParse({ ...valid, text: 'Quick work' }).success).toBe(true)
    expect(reviewFormSchema.safeParse({ ...valid, text: 'Good work' }).error?.issues).toMatchObject(
      [{ path: ['text'], message: reviewMessages.textTooShort }],
    )
  })

  it('trims what was typed, and calls a field of spaces or a missing one required', () => {
    expect(
      reviewFormSchema.parse({ ...valid, reviewerName: '  Ada L. ', town: ' Inverness\n' }),
    ).toMatchObject({ reviewerName: 'Ada L.', town: 'Inverness' })
    const issues =
      reviewFormSchema.safeParse({ ...valid, reviewerName: '   ', town: undefined }).error
        ?.issues ?? []
    expect(Object.fromEntries(issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      reviewerName: messages.required,
      town: messages.required,
    })
  })
})

describe('the review request body', () => {
  const valid = {
    rating: 4,
    text: 'Fast, friendly and fixed for good.',
    reviewerName: 'Ada L.',
    town: 'Inverness',
    consentToPublish: true,
  }
  const tokenIssues = (token: unknown) =>
    (reviewRequestSchema.safeParse({ ...valid, token }).error?.issues ?? []).map(
      ({ path, message }) => ({ path, message }),
    )

  it('carries the link token, up to its limit', () => {
    expect(tokenIssues('rs.token')).toEqual([])
    expect(tokenIssues('x'.repeat(reviewLimits.token))).toEqual([])
    expect(tokenIssues('x'.repeat(reviewLimits.token + 1))).toEqual([
      { path: ['token'], message: messages.tooLong(reviewLimits.token) },
    ])
  })

  it('calls a missing or empty token required', () => {
    expect(tokenIssues(undefined)).toEqual([{ path: ['token'], message: messages.required }])
    expect(tokenIssues('')).toEqual([{ path: ['token'], message: messages.required }])
  })
})
