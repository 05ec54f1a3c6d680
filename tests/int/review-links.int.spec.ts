import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'
import type { User } from '@/payload-types'
import { reviewReceivedTask, reviewRequestTask } from '@/reviews/constants'
import { receiveReview, reviewLinkMessages } from '@/reviews/intake'
import { receiveOptOut } from '@/reviews/opt-out'
import { readReviewLink, signReviewLink } from '@/reviews/token'

import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'
import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'

type Collection = 'contact-submissions' | 'package-purchases'

const day = 24 * 60 * 60 * 1000
const review = {
  rating: 4,
  text: 'Fixed our printer network the same afternoon.',
  reviewerName: 'Ray B.',
  town: 'Inverness',
  consentToPublish: true,
}
const optOutInvalid = 'This opt-out link does not work. Please open it again from the email.'
const secret = () => process.env.PAYLOAD_SECRET ?? ''
const link = (purpose: 'review' | 'optOut', collection: Collection, leadId: string, now?: number) =>
  signReviewLink(secret(), { purpose, collection, leadId }, now)

const sendReview = (payload: Payload, body: unknown) =>
  receiveReview(
    new Request('http://localhost/api/customer-reviews', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    payload,
  )

const sendOptOut = (
  payload: Payload,
  token: string,
  { body = 'List-Unsubscribe=One-Click', client = '203.0.113.1' } = {},
) =>
  receiveOptOut(
    new Request(`http://localhost/api/customer-reviews/opt-out?token=${token}`, {
      method: 'POST',
      headers: { 'x-forwarded-for': client },
      body,
    }),
    payload,
  )

/**
 * Review and opt-out links beyond the happy path of review-requests.int and review-submission.int: what each
 * page shows for a link (src/reviews/queries.ts), what the opt-out endpoint answers, the review sent for a
 * lead gone or already reviewed, and the jobs' handling of a lead or review deleted before they run.
 */
describe('review and opt-out links', () => {
  let payload: Payload
  let smtp: SmtpCapture
  let staff: User
  // Imported once the settings are in place: the pages' reads load the config, which reads them.
  let queries: typeof import('@/reviews/queries')

  /** A new lead of the given address, stored through the intake as a visitor's form sends it. */
  async function newLead(collection: Collection, email: string): Promise<string> {
    const receive =
      collection === 'contact-submissions' ? receiveContactRequest : receivePackageRequest
    const body =
      collection === 'contact-submissions' ? contactBody({ email }) : packageBody({ email })
    const answer = await receive(
      new Request('http://localhost/api/lead', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      payload,
    )
    expect(answer.status).toBe(201)
    const { docs } = await payload.find({
      collection,
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    return docs[0].id
  }

  const jobsOf = async (task: string) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: task } },
        overrideAccess: true,
        pagination: false,
      })
    ).docs
  const drain = async () => {
    for (let round = 0; round < 10; round += 1)
      if ((await payload.jobs.run({ limit: 20, silent: true })).noJobsRemaining) return
  }
  const reviewRequestsTo = (address: string) =>
    smtp.received.filter((mail) => mail.to.includes(address) && mail.text.includes('/review/'))

  beforeAll(async () => {
    smtp = await captureSmtp()
    process.env.JOBS_AUTORUN = 'false'
    // Room for the leads this file stores from one client, and few enough opt-outs to reach the limit.
    process.env.LEADS_RATE_LIMIT_MAX = '30'
    process.env.REVIEW_REQUEST_DELAY_DAYS = '0'
    payload = await getTestPayload()
    queries = await import('@/reviews/queries')
    staff = await payload.create({
      collection: 'users',
      data: {
        email: 'links-staff@example.com',
        username: 'linksstaff',
        password: 'Floral-city-desk-22',
        role: 'staff',
      },
    })
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('opens the review form for its job until a review came through it, and says why otherwise', async () => {
    const leadId = await newLead('package-purchases', 'state-review@example.org')
    const token = link('review', 'package-purchases', leadId)
    expect(await queries.reviewLinkState(token)).toEqual({
      state: 'open',
      job: 'the Business Website package',
    })
    expect(
      await queries.reviewLinkState(
        link('review', 'package-purchases', leadId, Date.now() - 31 * day),
      ),
    ).toEqual({ state: 'expired' })
    expect(
      await queries.reviewLinkState(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    ).toEqual({ state: 'invalid' })
    expect(await queries.reviewLinkState(link('optOut', 'package-purchases', leadId))).toEqual({
      state: 'invalid',
    })
    expect(
      await queries.reviewLinkState(link('review', 'package-purchases', crypto.randomUUID())),
    ).toEqual({ state: 'invalid' })

    const first = await sendReview(payload, { ...review, token })
    expect([first.status, await first.json()]).toEqual([
      201,
      { message: 'Thank you, your review was received.' },
    ])
    expect(await queries.reviewLinkState(token)).toEqual({ state: 'received' })
    const again = await sendReview(payload, { ...review, token })
    expect([again.status, (await again.json()).errors]).toEqual([
      400,
      { token: [reviewLinkMessages.received] },
    ])
  })

  it('refuses a review whose lead was deleted, and stores nothing', async () => {
    const leadId = await newLead('contact-submissions', 'deleted-before-review@example.org')
    const token = link('review', 'contact-submissions', leadId)
    await payload.delete({ collection: 'contact-submissions', id: leadId, overrideAccess: true })
    const answer = await sendReview(payload, { ...review, token })
    expect([answer.status, (await answer.json()).errors]).toEqual([
      400,
      { token: [reviewLinkMessages.invalid] },
    ])
    expect(
      (
        await payload.count({
          collection: 'reviews',
          where: { requestKey: { contains: leadId } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('opens the opt-out page with the address, then shows it done; a review link or a lead gone is refused', async () => {
    const leadId = await newLead('contact-submissions', 'state-optout@example.org')
    const token = link('optOut', 'contact-submissions', leadId)
    expect(await queries.optOutLinkState(token)).toEqual({
      state: 'open',
      email: 'state-optout@example.org',
    })
    expect(await queries.optOutLinkState(link('review', 'contact-submissions', leadId))).toEqual({
      state: 'invalid',
    })
    expect(
      await queries.optOutLinkState(link('optOut', 'contact-submissions', crypto.randomUUID())),
    ).toEqual({ state: 'invalid' })

    const fromPage = await sendOptOut(payload, token, { body: 'from=page' })
    expect([fromPage.status, fromPage.headers.get('location')]).toEqual([
      303,
      `/review/opt-out/${token}`,
    ])
    expect(await queries.optOutLinkState(token)).toEqual({
      state: 'done',
      email: 'state-optout@example.org',
    })
    const oneClick = await sendOptOut(payload, token)
    expect([oneClick.status, oneClick.headers.get('content-type'), await oneClick.text()]).toEqual([
      200,
      'text/plain; charset=utf-8',
      'You will get no more review emails from us.',
    ])

    for (const refused of [
      link('review', 'contact-submissions', leadId),
      'not-a-link',
      link('optOut', 'contact-submissions', crypto.randomUUID()),
    ]) {
      const answer = await sendOptOut(payload, refused)
      expect([answer.status, (await answer.json()).errors], refused).toEqual([
        400,
        { token: [optOutInvalid] },
      ])
    }
  })

  it('counts opt-out requests against the client, and answers the one over its allowance 429', async () => {
    const leadId = await newLead('contact-submissions', 'limited-optout@example.org')
    const token = link('optOut', 'contact-submissions', leadId)
    const statuses = []
    for (let sent = 0; sent <= Number(process.env.LEADS_RATE_LIMIT_MAX); sent += 1)
      statuses.push((await sendOptOut(payload, token, { client: '203.0.113.77' })).status)
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('keeps an opt-out link working for years, a review link for a month', () => {
    const leadId = crypto.randomUUID()
    const aYearAgo = Date.now() - 365 * day
    expect(
      readReviewLink(secret(), link('optOut', 'contact-submissions', leadId, aYearAgo)),
    ).toMatchObject({ valid: true, purpose: 'optOut' })
    expect(
      readReviewLink(secret(), link('review', 'contact-submissions', leadId, aYearAgo)),
    ).toEqual({ valid: false, reason: 'expired' })
  })

  it('queues no request for a won lead whose address opted out, and staff cannot set a request by hand', async () => {
    const email = 'opted-before-won@example.org'
    const first = await newLead('contact-submissions', email)
    expect((await sendOptOut(payload, link('optOut', 'contact-submissions', first))).status).toBe(
      200,
    )
    const later = await newLead('package-purchases', email)
    const before = (await jobsOf(reviewRequestTask)).length
    const won = await payload.update({
      collection: 'package-purchases',
      id: later,
      data: { status: 'won' },
      user: staff,
      overrideAccess: false,
    })
    expect(won.reviewEmail?.status).toBe('optedOut')
    expect((await jobsOf(reviewRequestTask)).length).toBe(before)

    const contacted = await payload.update({
      collection: 'package-purchases',
      id: await newLead('package-purchases', 'contacted-only@example.org'),
      data: { status: 'contacted' },
      user: staff,
      overrideAccess: false,
    })
    expect(contacted.reviewEmail?.status ?? null).toBeNull()

    const other = await newLead('contact-submissions', 'hand-set@example.org')
    const edited = await payload.update({
      collection: 'contact-submissions',
      id: other,
      data: { reviewEmail: { status: 'queued', queuedAt: new Date().toISOString() } } as never,
      user: staff,
      overrideAccess: false,
    })
    expect(edited.reviewEmail?.status ?? null).toBeNull()
  })

  it("ends a request's job without email when its lead was deleted, and calls off only the request of a lead no longer Won", async () => {
    const gone = await newLead('contact-submissions', 'gone-before-due@example.org')
    const leftWon = await newLead('contact-submissions', 'left-won@example.org')
    const stillWon = await newLead('package-purchases', 'still-won@example.org')
    const stillWonToo = await newLead('contact-submissions', 'still-won-too@example.org')
    const leads = [
      ['contact-submissions', gone],
      ['contact-submissions', leftWon],
      ['package-purchases', stillWon],
      ['contact-submissions', stillWonToo],
    ] as const
    for (const [collection, id] of leads) {
      await payload.update({ collection, id, data: { status: 'won' }, overrideAccess: true })
    }
    await payload.delete({ collection: 'contact-submissions', id: gone, overrideAccess: true })
    await payload.update({
      collection: 'contact-submissions',
      id: leftWon,
      data: { status: 'lost' },
      overrideAccess: true,
    })
    smtp.received.length = 0
    // The lead no longer Won goes first, alone: its call-off must leave the other leads' requests queued.
    const calledOff = (await jobsOf(reviewRequestTask)).find(
      (job) => (job.input as { leadId?: string }).leadId === leftWon,
    )
    await payload.jobs.runByID({ id: calledOff!.id, silent: true })
    await drain()
    expect(reviewRequestsTo('gone-before-due@example.org')).toHaveLength(0)
    expect(reviewRequestsTo('left-won@example.org')).toHaveLength(0)
    expect(reviewRequestsTo('still-won@example.org')).toHaveLength(1)
    expect(reviewRequestsTo('still-won-too@example.org')).toHaveLength(1)
    // One Message-ID per lead, on the site's host: a retried send is the same message to the mail client.
    expect(reviewRequestsTo('still-won@example.org')[0].raw).toMatch(
      new RegExp(`^Message-ID: <${stillWon}\\.review@localhost>`, 'mi'),
    )
    expect(
      (
        await payload.findByID({
          collection: 'contact-submissions',
          id: leftWon,
          overrideAccess: true,
        })
      ).reviewEmail?.status,
    ).toBe('notWon')
    expect(
      (
        await payload.findByID({
          collection: 'package-purchases',
          id: stillWon,
          overrideAccess: true,
        })
      ).reviewEmail?.status,
    ).toBe('sent')
    expect(await jobsOf(reviewRequestTask)).toHaveLength(0)
  })

  it("ends the owner's note about a review deleted before it ran, without email", async () => {
    const leadId = await newLead('package-purchases', 'review-deleted@example.org')
    expect(
      (await sendReview(payload, { ...review, token: link('review', 'package-purchases', leadId) }))
        .status,
    ).toBe(201)
    const { docs } = await payload.find({
      collection: 'reviews',
      where: { requestKey: { contains: leadId } },
      draft: true,
      overrideAccess: true,
    })
    await payload.delete({
      collection: 'reviews',
      id: docs[0].id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    smtp.received.length = 0
    await drain()
    expect(smtp.received.filter((mail) => mail.subject.includes('review'))).toHaveLength(0)
    expect(await jobsOf(reviewReceivedTask)).toHaveLength(0)
  })
})
