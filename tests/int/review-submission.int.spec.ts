import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receivePackageRequest } from '@/leads/intake'
import type { User } from '@/payload-types'
import { reviewReceivedTask, reviewRequestTask } from '@/reviews/constants'
import { receiveReview, reviewLinkMessages } from '@/reviews/intake'
import { reviewMessages } from '@/reviews/schema'
import { signReviewLink } from '@/reviews/token'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { createTestAccount } from './helpers/accounts'
import { getTestPayload } from './helpers/test-payload'
import { packageBody } from '../../scripts/lib/lead-bodies'

const teamAddress = 'owner-inbox@example.com'
const day = 24 * 60 * 60 * 1000
const review = {
  rating: 5,
  text: 'They set up our whole office in a day.',
  reviewerName: 'Grace H.',
  town: 'Crystal River',
  consentToPublish: true,
}

const send = (payload: Payload, body: unknown, headers: Record<string, string> = {}) =>
  receiveReview(
    new Request('http://localhost/api/customer-reviews', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    payload,
  )

/** Customers' reviews are stored by link: this counts them without any access rule in the way. */
const reviewsOf = async (payload: Payload, leadId: string) =>
  (
    await payload.find({
      collection: 'reviews',
      where: { requestKey: { contains: leadId } },
      draft: true,
      overrideAccess: true,
    })
  ).docs

describe('a review sent through its link', () => {
  let payload: Payload
  let smtp: SmtpCapture
  let leadId: string
  let token: string
  const users: { owner?: User; staff?: User } = {}

  beforeAll(async () => {
    smtp = await captureSmtp()
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_NOTIFY_TO = teamAddress
    process.env.LEADS_RATE_LIMIT_MAX = '1000'
    delete process.env.REVIEW_REQUEST_DELAY_DAYS
    payload = await getTestPayload()
    users.owner = await createTestAccount(payload, 'owner')
    users.staff = await createTestAccount(payload, 'staff')

    const stored = await receivePackageRequest(
      new Request('http://localhost/api/package-purchase', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(packageBody({ email: 'grace@example.org' })),
      }),
      payload,
    )
    expect(stored.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'package-purchases',
      where: { email: { equals: 'grace@example.org' } },
      overrideAccess: true,
    })
    leadId = docs[0].id
    token = signReviewLink(process.env.PAYLOAD_SECRET ?? '', {
      purpose: 'review',
      collection: 'package-purchases',
      leadId,
    })
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('is asked for three days (the default delay) after the lead is won, not before', async () => {
    await payload.update({
      collection: 'package-purchases',
      id: leadId,
      data: { status: 'won' },
      user: users.staff,
      overrideAccess: false,
    })
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: reviewRequestTask } },
      overrideAccess: true,
    })
    expect(jobs).toHaveLength(1)
    expect(new Date(jobs[0].waitUntil ?? 0).getTime() - Date.now()).toBeGreaterThan(
      3 * day - 60_000,
    )
    for (let round = 0; round < 3; round += 1) await payload.jobs.run({ limit: 20, silent: true })
    expect(
      smtp.received.filter(
        (mail) => mail.to.includes('grace@example.org') && mail.text.includes('/review/'),
      ),
    ).toHaveLength(0)
  })

  it('answers bad input with 400 and field messages, and a bad link by its reason', async () => {
    const bad = await send(payload, { ...review, rating: 7, consentToPublish: false, token })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toMatchObject({
      rating: [reviewMessages.rating],
      consentToPublish: [reviewMessages.consent],
    })

    const tampered = await send(payload, {
      ...review,
      token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    })
    expect(tampered.status).toBe(400)
    expect((await tampered.json()).errors).toEqual({ token: [reviewLinkMessages.invalid] })

    const expiredToken = signReviewLink(
      process.env.PAYLOAD_SECRET ?? '',
      { purpose: 'review', collection: 'package-purchases', leadId },
      Date.now() - 31 * day,
    )
    const expired = await send(payload, { ...review, token: expiredToken })
    expect((await expired.json()).errors).toEqual({ token: [reviewLinkMessages.expired] })

    const optOutToken = signReviewLink(process.env.PAYLOAD_SECRET ?? '', {
      purpose: 'optOut',
      collection: 'package-purchases',
      leadId,
    })
    expect((await (await send(payload, { ...review, token: optOutToken })).json()).errors).toEqual({
      token: [reviewLinkMessages.invalid],
    })

    expect((await send(payload, '[1,2]')).status).toBe(400)
    expect((await send(payload, 'x'.repeat(20 * 1024))).status).toBe(413)
    expect(await reviewsOf(payload, leadId)).toHaveLength(0)
  })

  it('is stored once when the form is sent five times at the same moment; the owner hears of it once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(payload, { ...review, token })),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 400, 400, 400, 400])
    for (const answer of answers.filter((candidate) => candidate.status === 400)) {
      expect((await answer.json()).errors).toEqual({ token: [reviewLinkMessages.received] })
    }
    const stored = await reviewsOf(payload, leadId)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      _status: 'draft',
      source: 'customer',
      rating: 5,
      town: 'Crystal River',
      lead: { relationTo: 'package-purchases' },
    })

    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: reviewReceivedTask } },
      overrideAccess: true,
    })
    expect(jobs).toHaveLength(1)
    await payload.jobs.runByID({ id: jobs[0].id, silent: true })
    const notes = smtp.received.filter(
      (mail) => mail.to.includes(teamAddress) && mail.subject.includes('review'),
    )
    expect(notes).toHaveLength(1)
    expect(notes[0].subject).toBe('New 5-star review from Grace H., Crystal River')
    expect(notes[0].text).toContain(`/admin/collections/reviews/${stored[0].id}`)

    expect((await send(payload, { ...review, token })).status).toBe(400)
  })

  it('counts each client against the per-client limit, and answers the one over it a plain 429', async () => {
    const fromClient = (address: string) =>
      send(payload, 'not json', { 'content-type': 'text/plain', 'x-forwarded-for': address })
    // Bad requests count too, and cost nothing to send: a whole allowance of them, then one more.
    for (let sent = 0; sent < Number(process.env.LEADS_RATE_LIMIT_MAX); sent += 1)
      expect((await fromClient('203.0.113.9')).status).toBe(415)
    const limited = await fromClient('203.0.113.9')
    expect(limited.status).toBe(429)
    expect(await limited.text()).toMatch(/too many requests/i)
    expect((await fromClient('203.0.113.10')).status).toBe(415)
  })

  it('waits unpublished: visitors do not see it, staff read it but cannot publish it, the owner publishes it', async () => {
    const [stored] = await reviewsOf(payload, leadId)
    const publicReviews = await payload.find({
      collection: 'reviews',
      overrideAccess: false,
      pagination: false,
    })
    expect(publicReviews.docs.map((doc) => doc.id)).not.toContain(stored.id)

    const asStaff = await payload.findByID({
      collection: 'reviews',
      id: stored.id,
      draft: true,
      user: users.staff,
      overrideAccess: false,
    })
    expect(asStaff.text).toBe(review.text)
    await expect(
      payload.update({
        collection: 'reviews',
        id: stored.id,
        data: { _status: 'published' },
        user: users.staff,
        overrideAccess: false,
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()

    await payload.update({
      collection: 'reviews',
      id: stored.id,
      data: { _status: 'published' },
      user: users.owner,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    const published = await payload.find({
      collection: 'reviews',
      overrideAccess: false,
      pagination: false,
      sort: '-reviewDate',
    })
    expect(published.docs[0]).toMatchObject({
      id: stored.id,
      reviewerName: 'Grace H.',
      town: 'Crystal River',
    })
    // Which lead wrote it is the staff's to know: a visitor reads the review without its lead and key.
    expect(published.docs[0]).not.toHaveProperty('lead')
    expect(published.docs[0]).not.toHaveProperty('requestKey')
    expect(asStaff).toMatchObject({
      lead: { relationTo: 'package-purchases' },
      requestKey: expect.any(String),
    })
  })
})
