import { randomUUID } from 'node:crypto'

import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'
import { reviewRequestTask } from '@/reviews/constants'
import { receiveOptOut } from '@/reviews/opt-out'
import { readReviewLink, signReviewLink } from '@/reviews/token'

import type { CapturedMail } from '../../scripts/lib/smtp-capture'
import { createTestAccount, testAccounts } from './helpers/accounts'
import { sendRest } from './helpers/rest'
import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

const post = (payload: Payload, path: string, body: Record<string, unknown>) =>
  (path === '/api/contact' ? receiveContactRequest : receivePackageRequest)(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    payload,
  )

/** The message's header lines, each unfolded onto one line. */
const headersOf = (mail: CapturedMail) =>
  mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ')

/** Runs the queue until it is empty: the lead's own emails go out first. */
async function drain(payload: Payload) {
  for (let round = 0; round < 10; round += 1) {
    const result = await payload.jobs.run({ limit: 20, silent: true })
    if (result.noJobsRemaining) return
  }
}

describe('the review request after a won job', () => {
  let payload: Payload
  let smtp: SmtpCapture
  const reviewRequestsTo = (address: string) =>
    smtp.received.filter((mail) => mail.to.includes(address) && mail.text.includes('/review/'))

  async function leadOf(collection: 'contact-submissions' | 'package-purchases', email: string) {
    const { docs } = await payload.find({
      collection,
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    return docs[0]
  }

  const setStatus = (
    collection: 'contact-submissions' | 'package-purchases',
    id: string,
    status: 'won' | 'lost' | 'spam' | 'contacted',
  ) => payload.update({ collection, id, data: { status }, overrideAccess: true })

  /** The customer's one-click opt-out, through the link of one of their leads. */
  const optOut = (collection: 'contact-submissions' | 'package-purchases', leadId: string) => {
    const token = signReviewLink(process.env.PAYLOAD_SECRET ?? '', {
      purpose: 'optOut',
      collection,
      leadId,
    })
    return receiveOptOut(
      new Request(`http://localhost/api/customer-reviews/opt-out?token=${token}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
      payload,
    )
  }

  const reviewJobs = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: reviewRequestTask } },
        overrideAccess: true,
        pagination: false,
      })
    ).docs

  beforeAll(async () => {
    // A slow server keeps both runners in their send at once.
    smtp = await captureSmtp({ delayMs: 150 })
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '1000'
    process.env.REVIEW_REQUEST_DELAY_DAYS = '0'
    payload = await getTestPayload()
  })

  beforeEach(() => {
    smtp.received.length = 0
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('goes out once when the status flips Won, Lost, Won and two runners run the job at the same moment', async () => {
    expect(
      (await post(payload, '/api/contact', contactBody({ email: 'flip@example.org' }))).status,
    ).toBe(201)
    await drain(payload)
    const lead = await leadOf('contact-submissions', 'flip@example.org')
    expect(lead.reviewEmail?.status ?? null).toBeNull()

    await setStatus('contact-submissions', lead.id, 'won')
    await setStatus('contact-submissions', lead.id, 'lost')
    await setStatus('contact-submissions', lead.id, 'won')
    const jobs = await reviewJobs()
    expect(jobs).toHaveLength(1)

    // Running a job by id skips Payload's own "not already processing" check: both runs execute the task.
    await Promise.all([
      payload.jobs.runByID({ id: jobs[0].id, silent: true }),
      payload.jobs.runByID({ id: jobs[0].id, silent: true }),
      drain(payload),
    ])
    await drain(payload)

    const mails = reviewRequestsTo('flip@example.org')
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('How did we do?')
    expect(mails[0].text).toContain('your network and Wi-Fi work')
    expect(headersOf(mails[0])).toMatch(
      /^List-Unsubscribe: <http[^>]+\/api\/customer-reviews\/opt-out\?token=/m,
    )
    expect(headersOf(mails[0])).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    const after = await leadOf('contact-submissions', 'flip@example.org')
    expect(after.reviewEmail).toMatchObject({ status: 'sent', attempts: 1 })

    // The lead back to Won once more, long after: still no second request.
    await setStatus('contact-submissions', lead.id, 'lost')
    await setStatus('contact-submissions', lead.id, 'won')
    await drain(payload)
    expect(reviewRequestsTo('flip@example.org')).toHaveLength(1)
    expect((await leadOf('contact-submissions', 'flip@example.org')).reviewEmail).toMatchObject({
      status: 'sent',
      queuedAt: after.reviewEmail?.queuedAt,
    })
  })

  it('names the package of a package request, and carries a signed link to the review page', async () => {
    expect(
      (await post(payload, '/api/package-purchase', packageBody({ email: 'pkg@example.org' })))
        .status,
    ).toBe(201)
    await drain(payload)
    const lead = await leadOf('package-purchases', 'pkg@example.org')
    await setStatus('package-purchases', lead.id, 'won')
    await drain(payload)
    const [mail] = reviewRequestsTo('pkg@example.org')
    expect(mail.text).toContain('the Business Website package')
    const token = /\/review\/([^\s/]+)\s/.exec(mail.text)?.[1] ?? ''
    expect(readReviewLink(process.env.PAYLOAD_SECRET ?? '', token)).toMatchObject({
      valid: true,
      purpose: 'review',
      collection: 'package-purchases',
      leadId: lead.id,
    })
  })

  it('is not sent to a customer who did not agree to be contacted', async () => {
    expect(
      (await post(payload, '/api/contact', contactBody({ email: 'quiet@example.org' }))).status,
    ).toBe(201)
    await drain(payload)
    const lead = await leadOf('contact-submissions', 'quiet@example.org')
    // The form requires the box; a lead stored without it (an import, an older lead) is the case.
    await payload.db.updateOne({
      collection: 'contact-submissions',
      id: lead.id,
      data: { agreeToContact: false },
      returning: false,
    })
    await setStatus('contact-submissions', lead.id, 'won')
    await drain(payload)
    expect(reviewRequestsTo('quiet@example.org')).toHaveLength(0)
    expect(
      (await leadOf('contact-submissions', 'quiet@example.org')).reviewEmail?.status ?? null,
    ).toBeNull()
  })

  it('stops for good after the one-click opt-out: a later won lead of the same address is not asked', async () => {
    expect(
      (await post(payload, '/api/contact', contactBody({ email: 'no-more@example.org' }))).status,
    ).toBe(201)
    await drain(payload)
    const first = await leadOf('contact-submissions', 'no-more@example.org')
    await setStatus('contact-submissions', first.id, 'won')
    await drain(payload)
    const [mail] = reviewRequestsTo('no-more@example.org')
    const optOutUrl = /^List-Unsubscribe: <([^>]+)>/m.exec(headersOf(mail))?.[1] ?? ''
    const answer = await receiveOptOut(
      new Request(optOutUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      payload,
    )
    expect(answer.status).toBe(200)
    expect((await leadOf('contact-submissions', 'no-more@example.org')).reviewEmail).toMatchObject({
      status: 'sent',
      optedOutAt: expect.any(String),
    })

    smtp.received.length = 0
    expect(
      (await post(payload, '/api/package-purchase', packageBody({ email: 'no-more@example.org' })))
        .status,
    ).toBe(201)
    await drain(payload)
    const second = await leadOf('package-purchases', 'no-more@example.org')
    await setStatus('package-purchases', second.id, 'won')
    await drain(payload)
    expect(reviewRequestsTo('no-more@example.org')).toHaveLength(0)
    expect((await leadOf('package-purchases', 'no-more@example.org')).reviewEmail?.status).toBe(
      'optedOut',
    )

    const tampered = await receiveOptOut(
      new Request(
        optOutUrl.replace(/token=(.)/, (_, first: string) => `token=${first === 'o' ? 'r' : 'o'}`),
        { method: 'POST' },
      ),
      payload,
    )
    expect(tampered.status).toBe(400)
  })

  it.each(['lost', 'spam'] as const)(
    'is not sent when the lead is %s by the time it is due, says why, and is asked for once Won again',
    async (status) => {
      const email = `mistake-${status}@example.org`
      expect((await post(payload, '/api/contact', contactBody({ email }))).status).toBe(201)
      await drain(payload)
      const lead = await leadOf('contact-submissions', email)
      await setStatus('contact-submissions', lead.id, 'won')
      expect((await leadOf('contact-submissions', email)).reviewEmail?.status).toBe('queued')

      await setStatus('contact-submissions', lead.id, status)
      await drain(payload)
      expect(reviewRequestsTo(email)).toHaveLength(0)
      const cancelled = (await leadOf('contact-submissions', email)).reviewEmail
      expect(cancelled).toMatchObject({ status: 'notWon', sentAt: null, claimedBy: null })

      await setStatus('contact-submissions', lead.id, 'won')
      await drain(payload)
      expect(reviewRequestsTo(email)).toHaveLength(1)
      expect((await leadOf('contact-submissions', email)).reviewEmail).toMatchObject({
        status: 'sent',
        attempts: 1,
      })
    },
  )

  it('cancels the requests already queued for the address when the customer opts out from an earlier email', async () => {
    const email = 'queued-then-no@example.org'
    expect((await post(payload, '/api/contact', contactBody({ email }))).status).toBe(201)
    expect((await post(payload, '/api/package-purchase', packageBody({ email }))).status).toBe(201)
    await drain(payload)
    const earlier = await leadOf('contact-submissions', email)
    const later = await leadOf('package-purchases', email)
    await setStatus('package-purchases', later.id, 'won')
    expect((await leadOf('package-purchases', email)).reviewEmail?.status).toBe('queued')

    expect((await optOut('contact-submissions', earlier.id)).status).toBe(200)
    await drain(payload)
    expect(reviewRequestsTo(email)).toHaveLength(0)
    expect((await leadOf('package-purchases', email)).reviewEmail).toMatchObject({
      status: 'optedOut',
      sentAt: null,
    })
  })

  it('knows the address whatever its case: an opt-out from Jane@ stops the queued and the later requests of jane@', async () => {
    expect(
      (await post(payload, '/api/contact', contactBody({ email: 'Jane.Case@Example.org' }))).status,
    ).toBe(201)
    expect(
      (
        await post(
          payload,
          '/api/package-purchase',
          packageBody({ email: 'jane.case@example.org' }),
        )
      ).status,
    ).toBe(201)
    await drain(payload)
    const optedOut = await leadOf('contact-submissions', 'Jane.Case@Example.org')
    const queued = await leadOf('package-purchases', 'jane.case@example.org')
    await setStatus('package-purchases', queued.id, 'won')
    expect((await optOut('contact-submissions', optedOut.id)).status).toBe(200)

    expect(
      (await post(payload, '/api/contact', contactBody({ email: 'JANE.CASE@example.ORG' }))).status,
    ).toBe(201)
    await drain(payload)
    const later = await leadOf('contact-submissions', 'JANE.CASE@example.ORG')
    await setStatus('contact-submissions', later.id, 'won')
    await drain(payload)

    expect(smtp.received.filter((mail) => mail.text.includes('/review/'))).toHaveLength(0)
    expect((await leadOf('package-purchases', 'jane.case@example.org')).reviewEmail?.status).toBe(
      'optedOut',
    )
    expect((await leadOf('contact-submissions', 'JANE.CASE@example.ORG')).reviewEmail?.status).toBe(
      'optedOut',
    )
  })

  it('refuses the opt-out link of a lead that does not exist, and keeps the first opt-out time when the link is used again', async () => {
    expect((await optOut('contact-submissions', randomUUID())).status).toBe(400)

    const email = 'twice@example.org'
    expect((await post(payload, '/api/contact', contactBody({ email }))).status).toBe(201)
    await drain(payload)
    const lead = await leadOf('contact-submissions', email)
    expect((await optOut('contact-submissions', lead.id)).status).toBe(200)
    const first = (await leadOf('contact-submissions', email)).reviewEmail?.optedOutAt
    expect(first).toEqual(expect.any(String))
    // A later click, or a mail client's retry, is answered alike and changes nothing (a rewrite would store a
    // later time: the second opt-out reads the lead and opens a transaction first, milliseconds at least).
    expect((await optOut('contact-submissions', lead.id)).status).toBe(200)
    expect((await leadOf('contact-submissions', email)).reviewEmail?.optedOutAt).toBe(first)
  })

  it("records the opt-out and calls off the requests in one transaction, the link's own lead's too", async () => {
    // Its link comes in its sent email; a request still queued is the case of a send not yet recorded.
    const email = 'own-queued@example.org'
    expect((await post(payload, '/api/contact', contactBody({ email }))).status).toBe(201)
    await drain(payload)
    const lead = await leadOf('contact-submissions', email)
    await setStatus('contact-submissions', lead.id, 'won')
    expect((await optOut('contact-submissions', lead.id)).status).toBe(200)
    expect((await leadOf('contact-submissions', email)).reviewEmail).toMatchObject({
      status: 'optedOut',
      optedOutAt: expect.any(String),
    })
    await drain(payload)
    expect(reviewRequestsTo(email)).toHaveLength(0)
  })

  it.each(['contact-submissions', 'package-purchases'] as const)(
    "is shown to staff on a %s lead in the sidebar, read only, with its times to the minute, and without the send's claim",
    (collection) => {
      // The admin renders a lead from the collection's sanitized config; no integration test runs the admin.
      const group = payload.collections[collection].config.fields.find(
        (field) => 'name' in field && field.name === 'reviewEmail',
      )
      expect(group).toMatchObject({ type: 'group', admin: { position: 'sidebar', readOnly: true } })
      const fields = group && 'fields' in group ? group.fields : []
      const byName = (name: string) =>
        fields.find((field) => 'name' in field && field.name === name)
      for (const name of ['queuedAt', 'sentAt', 'optedOutAt']) {
        expect(byName(name), name).toMatchObject({
          type: 'date',
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        })
      }
      expect(byName('optedOutAt')).toMatchObject({
        admin: { description: expect.stringMatching(/opted out/) },
      })
      for (const name of ['claimedBy', 'claimedUntil'])
        expect(byName(name), name).toMatchObject({ admin: { hidden: true } })
      for (const name of ['status', 'attempts', 'lastError'])
        expect(byName(name), name).not.toMatchObject({ admin: { hidden: true } })
    },
  )

  describe("staff's say over a queued request", () => {
    let config: Promise<SanitizedConfig>
    const tokens: Partial<Record<'owner' | 'staff', string>> = {}
    const dayMs = 24 * 60 * 60 * 1000

    beforeAll(async () => {
      config = (await import('@payload-config')).default
      for (const role of ['owner', 'staff'] as const) {
        await createTestAccount(payload, role)
        const { email, password } = testAccounts[role]
        tokens[role] = (
          await payload.login({ collection: 'users', data: { email, password } })
        ).token
      }
    })

    const jobsOf = async (leadId: string) =>
      (await reviewJobs()).filter((job) => (job.input as { leadId?: string }).leadId === leadId)

    /** The lead's review request, as the admin's sidebar asks for it or acts on it. */
    const reviewRequest = async (
      id: string,
      { token, action }: { token?: string; action?: string } = {},
    ) => {
      const response = await sendRest(config, `contact-submissions/${id}/review-request`, {
        method: action ? 'POST' : 'GET',
        token,
        body: action ? { action } : undefined,
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }

    /** A won lead whose request waits in the queue until `waitUntil`, as the delay setting leaves it. */
    async function wonLead(email: string, waitUntil = new Date(Date.now() + 3 * dayMs)) {
      expect((await post(payload, '/api/contact', contactBody({ email }))).status).toBe(201)
      await drain(payload)
      const lead = await leadOf('contact-submissions', email)
      await setStatus('contact-submissions', lead.id, 'won')
      const [job] = await jobsOf(lead.id)
      await payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { waitUntil: waitUntil.toISOString() },
        overrideAccess: true,
      })
      return { lead, job }
    }

    it("says when it goes, in the site's time zone, from the queued job's own time", async () => {
      const { lead, job } = await wonLead('when@example.org', new Date('2030-12-02T15:00:00.000Z'))
      const shown = await reviewRequest(lead.id, { token: tokens.staff })
      expect(shown).toMatchObject({
        status: 200,
        body: { status: 'queued', waitUntil: '2030-12-02T15:00:00.000Z' },
      })
      expect(shown.body.says).toMatch(/^Goes on Mon, Dec 2, 10:00 AM EST \(in [\d,]+ days\)$/)

      const threeDays = new Date(Date.now() + 3 * dayMs)
      await payload.update({
        collection: 'payload-jobs',
        id: job.id,
        data: { waitUntil: threeDays.toISOString() },
        overrideAccess: true,
      })
      const soon = await reviewRequest(lead.id, { token: tokens.owner })
      expect(soon.body.waitUntil).toBe(threeDays.toISOString())
      expect(soon.body.says).toMatch(/ \(in 3 days\)$/)
    })

    it('skipped by staff, it is never sent, not even when the lead is Won again, and the lead says so', async () => {
      const email = 'skip@example.org'
      const { lead } = await wonLead(email, new Date())
      const skipped = await reviewRequest(lead.id, { token: tokens.staff, action: 'skip' })
      expect(skipped).toMatchObject({ status: 200, body: { status: 'skipped', says: null } })
      await drain(payload)
      expect((await leadOf('contact-submissions', email)).reviewEmail?.status).toBe('skipped')

      await setStatus('contact-submissions', lead.id, 'lost')
      await setStatus('contact-submissions', lead.id, 'won')
      await drain(payload)
      expect(reviewRequestsTo(email)).toHaveLength(0)
      expect((await leadOf('contact-submissions', email)).reviewEmail?.status).toBe('skipped')
      expect(await jobsOf(lead.id)).toHaveLength(0)
    })

    it("sent now by staff, it goes at the runner's next round instead of days later", async () => {
      const email = 'now@example.org'
      const { lead } = await wonLead(email)
      await drain(payload)
      expect(reviewRequestsTo(email)).toHaveLength(0)

      const sent = await reviewRequest(lead.id, { token: tokens.owner, action: 'send-now' })
      expect(sent).toMatchObject({ status: 200, body: { status: 'queued' } })
      expect(Date.parse(String(sent.body.waitUntil))).toBeLessThanOrEqual(Date.now())
      await payload.jobs.run({ limit: 20, silent: true })
      expect(reviewRequestsTo(email)).toHaveLength(1)
      expect((await leadOf('contact-submissions', email)).reviewEmail?.status).toBe('sent')
    })

    it('refuses a visitor, a forged session and an unknown action, and changes nothing', async () => {
      const { lead, job } = await wonLead('refused@example.org')
      for (const token of [undefined, `${tokens.staff}x`]) {
        expect((await reviewRequest(lead.id, { token })).status).toBe(403)
        for (const action of ['skip', 'send-now'])
          expect((await reviewRequest(lead.id, { token, action })).status).toBe(403)
      }
      expect((await reviewRequest(lead.id, { token: tokens.staff, action: 'delete' })).status).toBe(
        400,
      )
      expect((await reviewRequest(randomUUID(), { token: tokens.staff })).status).toBe(404)
      expect((await leadOf('contact-submissions', 'refused@example.org')).reviewEmail?.status).toBe(
        'queued',
      )
      const [after] = (await reviewJobs()).filter((candidate) => candidate.id === job.id)
      expect(Date.parse(String(after.waitUntil))).toBeGreaterThan(Date.now() + dayMs)
    })
  })
})
