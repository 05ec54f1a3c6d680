import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { startJobRunner } from '@/server/jobs/runner'
import { receiveContactRequest } from '@/leads/intake'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'
import { contactBody } from '../../scripts/lib/lead-bodies'

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

/** The job loop of a server and of `npm run jobs:run`, run here in the test process on this file's database. */
describe('the job runner', () => {
  let payload: Payload
  let smtp: SmtpCapture
  let smtpDelay = 0
  let runner: ReturnType<typeof startJobRunner> | undefined

  const post = async (index: number) => {
    const response = await receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          contactBody({ name: `Runner ${index}`, email: `runner${index}@example.org` }),
        ),
      }),
      payload,
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { email: { equals: `runner${index}@example.org` } },
      overrideAccess: true,
    })
    return docs[0].id
  }
  const lead = async (id: number | string) =>
    payload.findByID({ collection: 'contact-submissions', id, overrideAccess: true, depth: 0 })
  const leadJobs = async (id: number | string) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { 'input.leadId': { equals: String(id) } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
  /** Waits for `check` to hold, for up to `milliseconds`. */
  const eventually = async (check: () => Promise<boolean>, milliseconds: number) => {
    const deadline = Date.now() + milliseconds
    while (!(await check()) && Date.now() < deadline) await sleep(100)
    return check()
  }
  /** When each round of the runner ran Payload's jobs, and how many it ran: Payload's own run, timed. */
  const timeRounds = () => {
    const rounds: Array<{ start: number; end: number; ran: number }> = []
    const run = payload.jobs.run.bind(payload.jobs)
    const timed = async (args: Parameters<typeof run>[0]) => {
      const start = performance.now()
      const result = await run(args)
      rounds.push({
        start,
        end: performance.now(),
        ran: Object.keys(result.jobStatus ?? {}).length,
      })
      return result
    }
    // Payload types run's result as a promise of a promise, which no async function can be declared to return.
    vi.spyOn(payload.jobs, 'run').mockImplementation(timed as unknown as typeof run)
    return rounds
  }
  /** Whether the runner's loop ended within `milliseconds`. */
  const endsWithin = (done: Promise<void>, milliseconds: number) =>
    Promise.race([done.then(() => true), sleep(milliseconds).then(() => false)])

  beforeAll(async () => {
    smtp = await captureSmtp({
      answer: async () => {
        if (smtpDelay > 0) await sleep(smtpDelay)
      },
    })
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '1000'
    payload = await getTestPayload()
  })

  afterEach(async () => {
    vi.restoreAllMocks()
    await runner?.stop(30_000)
    runner = undefined
    smtpDelay = 0
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('drains a backlog larger than one round and ends once the queue is empty, with the hourly cleanup queued', async () => {
    smtp.received.length = 0
    const ids: Array<number | string> = []
    // 30 leads are 60 emails: more than one round takes.
    for (let index = 0; index < 30; index += 1) ids.push(await post(index))

    const rounds = timeRounds()
    runner = startJobRunner(payload, { leaseSeconds: 60, untilEmpty: true })
    expect(await endsWithin(runner.done, 120_000)).toBe(true)

    expect(smtp.received).toHaveLength(60)
    // `npm run jobs:run` has the process to itself: a busy round is followed by the next at once.
    const busy = rounds.filter((round) => round.ran > 0)
    expect(busy.length).toBeGreaterThanOrEqual(12)
    for (const round of busy) {
      const next = rounds[rounds.indexOf(round) + 1]
      if (next) expect(next.start - round.end).toBeLessThan((round.end - round.start) / 2)
    }
    for (const id of ids) {
      const { notificationEmail, confirmationEmail } = await lead(id)
      expect([notificationEmail?.status, confirmationEmail?.status]).toEqual(['sent', 'sent'])
    }
    const cleanup = await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'removeOrphanAttachments' } },
      overrideAccess: true,
    })
    expect(cleanup.totalDocs).toBeGreaterThan(0)
  }, 180_000)

  it('takes up the jobs a runner that died left marked as running', async () => {
    smtp.received.length = 0
    const id = await post(100)
    const jobs = await leadJobs(id)
    expect(jobs).toHaveLength(2)
    // What a process killed mid-send leaves behind: its jobs running, not touched for longer than the lease.
    const database = (payload.db as unknown as PostgresAdapter).drizzle
    for (const job of jobs) {
      await database.execute(
        sql`UPDATE payload_jobs SET processing = true, updated_at = now() - interval '5 minutes' WHERE id = ${job.id}`,
      )
    }

    runner = startJobRunner(payload, { leaseSeconds: 60, untilEmpty: true })
    expect(await endsWithin(runner.done, 60_000)).toBe(true)

    expect(smtp.received).toHaveLength(2)
    expect((await lead(id)).notificationEmail?.status).toBe('sent')
  }, 90_000)

  it("sends a new lead's emails within seconds while it waits for work, and stops when asked", async () => {
    smtp.received.length = 0
    const warnings = vi.spyOn(payload.logger, 'warn')
    runner = startJobRunner(payload, { leaseSeconds: 60 })
    // Let it find the queue empty and start waiting.
    await sleep(1500)
    const id = await post(200)
    // The lead's two emails are two jobs run side by side: either may be recorded first.
    const bothSent = async () => {
      const { notificationEmail, confirmationEmail } = await lead(id)
      return notificationEmail?.status === 'sent' && confirmationEmail?.status === 'sent'
    }
    expect(await eventually(bothSent, 15_000)).toBe(true)
    expect(smtp.received).toHaveLength(2)

    await runner.stop(10_000)
    expect(await endsWithin(runner.done, 1000)).toBe(true)
    runner = undefined
    // A clean stop has nothing to hand back, and the log says nothing about it.
    expect(warnings.mock.calls.flat().join('\n')).not.toMatch(/still sending/)
  }, 60_000)

  it('looks at an empty queue about once a second, not in a tight loop', async () => {
    const database = (payload.db as unknown as PostgresAdapter).drizzle
    // Transactions this database has committed, as PostgreSQL's statistics report them (flushed about every second).
    const commits = async () => {
      const { rows } = await database.execute(
        sql`SELECT pg_stat_clear_snapshot(), xact_commit FROM pg_stat_database WHERE datname = current_database()`,
      )
      return Number(rows[0].xact_commit)
    }
    runner = startJobRunner(payload, { leaseSeconds: 60 })
    await sleep(1500)
    const before = await commits()
    await sleep(4000)
    const during = (await commits()) - before
    // A round is a handful of statements; polling without the pause makes thousands in these four seconds.
    expect(during).toBeLessThan(300)
  }, 60_000)

  it('hands an email still sending after the grace period back to the queue at shutdown', async () => {
    smtp.received.length = 0
    smtpDelay = 4000
    const id = await post(300)
    runner = startJobRunner(payload, { leaseSeconds: 60 })
    expect(
      await eventually(async () => Boolean((await lead(id)).notificationEmail?.claimedBy), 15_000),
    ).toBe(true)

    const warnings = vi.spyOn(payload.logger, 'warn')
    const started = Date.now()
    await runner.stop(200)
    // The lead's two emails are sent side by side: one or both may be out when the grace period ends.
    expect(warnings.mock.calls.flat().join('\n')).toMatch(
      /^Stopped with [12] email\(s\) still sending: handed back to the queue$/m,
    )
    expect(Date.now() - started).toBeLessThan(smtpDelay)
    const { notificationEmail } = await lead(id)
    expect(notificationEmail?.claimedBy ?? null).toBeNull()
    expect(notificationEmail?.status).not.toBe('sent')
    const notificationJob = (await leadJobs(id)).find(
      (job) => (job.input as { kind?: string }).kind === 'notification',
    )
    expect(notificationJob?.processing).toBe(false)
    // The send in flight still ends; let it, so the database is not closed under it.
    await endsWithin(runner.done, 30_000)
    runner = undefined
  }, 60_000)

  it("leaves a server's visitors their share: after each busy round, a pause at least as long as the round", async () => {
    smtp.received.length = 0
    // 10 leads are 20 emails: four rounds.
    for (let index = 400; index < 410; index += 1) await post(index)
    const rounds = timeRounds()
    runner = startJobRunner(payload, { leaseSeconds: 60, shareProcess: true })
    expect(await eventually(async () => smtp.received.length === 20, 60_000)).toBe(true)
    await runner.stop(30_000)
    runner = undefined

    const busy = rounds.filter((round) => round.ran > 0)
    expect(busy.length).toBeGreaterThanOrEqual(4)
    for (const round of busy) {
      const next = rounds[rounds.indexOf(round) + 1]
      if (!next) continue
      // A timer may fire up to a millisecond early by its rounding; the slack above covers a busy machine.
      const share = Math.min(round.end - round.start, 1000)
      expect(next.start - round.end).toBeGreaterThanOrEqual(share - 1)
      expect(next.start - round.end).toBeLessThan(share + 500)
    }
  }, 90_000)
})
