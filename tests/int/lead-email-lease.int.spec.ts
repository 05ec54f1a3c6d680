import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receivePackageRequest } from '@/leads/intake'
import { releaseAbandonedJobs, releaseInFlightEmails } from '@/email/lease'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'
import { packageBody } from '../../scripts/lib/lead-bodies'

const leaseSeconds = 3

/**
 * The lease around an email being sent: a slow SMTP server holds each message until the test lets it go, so
 * the test can look at the claim and its job while the email is on the wire.
 */
describe('an email on the wire', () => {
  let payload: Payload
  let smtp: SmtpCapture
  let arrived = 0
  let letGo: () => void = () => {}
  let held = new Promise<void>((resolve) => (letGo = resolve))
  const hold = () => (held = new Promise<void>((resolve) => (letGo = resolve)))

  beforeAll(async () => {
    smtp = await captureSmtp({
      answer: async () => {
        arrived += 1
        await held
      },
    })
    process.env.SMTP_REQUIRE_TLS = 'false'
    process.env.SMTP_TIMEOUT_SECONDS = '60'
    process.env.JOBS_AUTORUN = 'false'
    process.env.JOBS_LEASE_SECONDS = String(leaseSeconds)
    process.env.LEADS_RATE_LIMIT_MAX = '1000'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    letGo()
    await payload?.destroy()
    await smtp?.close()
  })

  const newLead = async (email: string) => {
    const response = await receivePackageRequest(
      new Request('http://localhost/api/package-purchase', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(packageBody({ email })),
      }),
      payload,
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'package-purchases',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
    return docs[0]
  }
  const runningJobs = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { processing: { equals: true } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs.map((job) => job.id)
  const untilArrived = async (count: number) => {
    const deadline = Date.now() + 30_000
    while (arrived < count) {
      if (Date.now() > deadline)
        throw new Error(`only ${arrived} of ${count} messages reached the SMTP server`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('keeps its job alive past the lease, so no runner takes the job for abandoned', async () => {
    hold()
    await newLead('slow-send@example.org')
    const run = payload.jobs.run({ limit: 10, silent: true })
    await untilArrived(arrived + 1)
    await new Promise((resolve) => setTimeout(resolve, leaseSeconds * 2000))
    expect((await runningJobs()).length).toBeGreaterThan(0)
    expect(await releaseAbandonedJobs(payload, leaseSeconds)).toBe(0)
    letGo()
    await run
  }, 60_000)

  it('hands the email and its job back at shutdown, at once rather than after the lease', async () => {
    hold()
    const lead = await newLead('shutdown@example.org')
    const run = payload.jobs.run({ limit: 10, silent: true })
    await untilArrived(arrived + 1)
    // Another process's job, running meanwhile: only this process's own jobs are handed back.
    const elsewhere = await payload.jobs.queue({ task: 'removeOrphanAttachments', input: {} })
    await payload.update({
      collection: 'payload-jobs',
      id: elsewhere.id,
      data: { processing: true },
      depth: 0,
      overrideAccess: true,
    })
    expect(await releaseInFlightEmails(payload)).toBeGreaterThan(0)
    expect(await runningJobs()).toEqual([elsewhere.id])
    const { notificationEmail } = await payload.findByID({
      collection: 'package-purchases',
      id: lead.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(notificationEmail?.claimedBy ?? null).toBeNull()
    letGo()
    await run
    await payload.delete({ collection: 'payload-jobs', id: elsewhere.id, overrideAccess: true })
  }, 60_000)

  it('leaves an email another runner is retrying to that runner, and its own job to try again later', async () => {
    const lead = await newLead('held-elsewhere@example.org')
    const claimedUntil = new Date(Date.now() + 10 * 60 * 1000).toISOString()
    for (const field of ['notificationEmail', 'confirmationEmail'] as const) {
      await payload.update({
        collection: 'package-purchases',
        id: lead.id,
        data: {
          [field]: { status: 'retrying', attempts: 1, claimedBy: 'another-runner', claimedUntil },
        },
        depth: 0,
        overrideAccess: true,
      })
    }
    const jobsOfLead = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          limit: 0,
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs.filter((job) => (job.input as { leadId?: string } | null)?.leadId === String(lead.id))
    const jobs = await jobsOfLead()
    expect(jobs).toHaveLength(2)
    const before = arrived
    for (const job of jobs) await payload.jobs.runByID({ id: job.id, silent: true })
    expect(arrived).toBe(before)
    // Neither job is done: each stays queued for its next attempt, when the other runner may have let go.
    const after = await jobsOfLead()
    expect(after.map((job) => job.id).sort()).toEqual(jobs.map((job) => job.id).sort())
    for (const job of after) expect(job.completedAt ?? null).toBeNull()
  }, 60_000)
})
