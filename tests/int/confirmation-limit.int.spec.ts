import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { confirmationIntervalMs } from '@/leads/intake/confirmation-limit'
import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'
import { holdLock } from '../helpers/held-lock'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

const teamAddress = 'team@example.com'
const minute = 60 * 1000

/**
 * The forms must not become a way to mail somebody again and again under the company's name: one
 * confirmation per address per hour, while the team hears of every lead.
 */
describe('the confirmation email limit', () => {
  let payload: Payload
  let smtp: SmtpCapture

  let submits = 0
  // Each lead is its own submit, with a key of its own as the form sends.
  const post = (path: string, body: Record<string, unknown>) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `confirmation-submit-${(submits += 1)}`,
      },
      body: JSON.stringify(body),
    })
  const contact = async (email: string) =>
    expect(
      (await receiveContactRequest(post('/api/contact', contactBody({ email })), payload)).status,
    ).toBe(201)
  const packageRequest = async (email: string) =>
    expect(
      (await receivePackageRequest(post('/api/package-purchase', packageBody({ email })), payload))
        .status,
    ).toBe(201)

  /** Runs the queued email jobs and answers how many emails went to the visitor and to the team. */
  async function mailsSent(visitor: string) {
    for (let round = 0; round < 3; round += 1) await payload.jobs.run({ limit: 50, silent: true })
    const toVisitor = smtp.received.filter((mail) =>
      mail.to.some((address) => address.toLowerCase() === visitor),
    )
    const aboutVisitor = smtp.received.filter(
      (mail) => mail.to.includes(teamAddress) && mail.replyTo.toLowerCase().includes(visitor),
    )
    return { visitor: toVisitor.length, team: aboutVisitor.length }
  }

  /** Sends a lead as if `ms` had passed since the test's earlier leads (the counter in memory reads Date). */
  async function later(ms: number, send: () => Promise<void>) {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms })
    await send()
    vi.useRealTimers()
  }

  beforeAll(async () => {
    smtp = await captureSmtp()
    process.env.SMTP_REQUIRE_TLS = 'false'
    process.env.LEADS_NOTIFY_TO = teamAddress
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '100000'
    payload = await getTestPayload()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('is one hour', () => {
    expect(confirmationIntervalMs).toBe(60 * minute)
  })

  it('sends no second confirmation within the hour, whatever the case and spaces of the address, but tells the team of each lead', async () => {
    await contact('repeat@example.org')
    expect(await mailsSent('repeat@example.org')).toEqual({ visitor: 1, team: 1 })

    await later(59 * minute, () => contact('  Repeat@EXAMPLE.org  '))
    await packageRequest('REPEAT@example.org')
    expect(await mailsSent('repeat@example.org')).toEqual({ visitor: 1, team: 3 })
  })

  it('confirms again once the hour since the last confirmation has passed', async () => {
    await packageRequest('later@example.org')
    expect(await mailsSent('later@example.org')).toEqual({ visitor: 1, team: 1 })

    await later(61 * minute, () => contact('Later@Example.org'))
    expect(await mailsSent('later@example.org')).toEqual({ visitor: 2, team: 2 })

    // The new confirmation starts a new hour.
    await contact('later@example.org')
    expect(await mailsSent('later@example.org')).toEqual({ visitor: 2, team: 3 })
  })

  it('sends one confirmation when several submits from one address arrive at the same moment', async () => {
    // The test holds inserts into the leads' table until all four sends wait on it: they overlap in every
    // run, then take the address's confirmation in whatever order the database lets them go on.
    const held = await holdLock(
      process.env.DATABASE_URI!,
      'LOCK TABLE contact_submissions IN SHARE MODE',
      [],
    )
    try {
      const sends = [
        'burst@example.org',
        'Burst@example.org',
        ' burst@example.org',
        'BURST@example.org',
      ].map((email) => contact(email))
      await expect.poll(held.waiting, { timeout: 30_000 }).toBe(4)
      await held.release()
      await Promise.all(sends)
    } finally {
      await held.release()
    }
    expect(await mailsSent('burst@example.org')).toEqual({ visitor: 1, team: 4 })
  })

  it('counts each address apart', async () => {
    await contact('first@example.org')
    await contact('second@example.org')
    expect(await mailsSent('first@example.org')).toMatchObject({ visitor: 1 })
    expect(await mailsSent('second@example.org')).toMatchObject({ visitor: 1 })
  })
})
