import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { queueDueSummaries } from '@/notices/tasks/queueWeeklySummaries'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'

let payload: Payload
let smtp: SmtpCapture
/** Whether the SMTP server below refuses every message, as a mail server that is down for a while does. */
let refusing = false
const newYork = 'America/New_York'

/** Two runners at once; a round one of them loses in Payload's own job pick-up is tolerated, as the server's runner does. */
async function runJobs() {
  for (let round = 0; round < 3; round += 1)
    await Promise.allSettled([
      payload.jobs.run({ limit: 10, silent: true }),
      payload.jobs.run({ limit: 10, silent: true }),
    ])
  await payload.jobs.run({ limit: 10, silent: true })
}

/** Concurrent Monday runs at each moment, each followed by two runners. */
async function mondayRuns(...moments: string[]) {
  for (const now of moments) {
    await Promise.all([
      queueDueSummaries(payload, new Date(now), newYork),
      queueDueSummaries(payload, new Date(now), newYork),
    ])
    await runJobs()
  }
}

const mailsOf = (subject: string) =>
  smtp.received
    .filter((mail) => mail.subject === subject)
    .flatMap((mail) => mail.to)
    .sort()

beforeAll(async () => {
  smtp = await captureSmtp({
    answer: async () =>
      refusing ? { message: 'Mailbox unavailable', responseCode: 550 } : undefined,
  })
  process.env.JOBS_AUTORUN = 'false'
  payload = await getTestPayload()
  await payload.create({
    collection: 'users',
    data: {
      email: 'owner@example.com',
      username: 'boss',
      password: 'Homosassa-springs-9',
      role: 'owner',
    },
  })
  await payload.create({
    collection: 'users',
    data: {
      email: 'partner@example.com',
      username: 'partner',
      password: 'Cypress-marina-33',
      role: 'owner',
    },
  })
  await payload.create({
    collection: 'users',
    data: {
      email: 'quiet@example.com',
      username: 'quiet',
      password: 'Pelican-lantern-42',
      role: 'owner',
      weeklySummary: false,
    },
  })
  await payload.create({
    collection: 'users',
    data: {
      email: 'tech@example.com',
      username: 'tech',
      password: 'Tangerine-harbor-71',
      role: 'staff',
    },
  })
})

afterEach(() => {
  refusing = false
  smtp.received.length = 0
})

afterAll(async () => {
  await payload?.destroy()
  await smtp?.close()
})

const owners = ['owner@example.com', 'partner@example.com']

describe('the Monday summary', () => {
  it('sends each owner who keeps it on one summary a week, however many runs and runners, and the next week again', async () => {
    expect(await queueDueSummaries(payload, new Date('2026-11-23T12:59:00Z'), newYork)).toBe(0)
    await mondayRuns('2026-11-23T13:00:00Z', '2026-11-23T13:05:00Z', '2026-11-23T18:00:00Z')
    expect(smtp.received.map((mail) => mail.subject)).toEqual([
      'Your week: 0 new leads, Nov 16 to Nov 22',
      'Your week: 0 new leads, Nov 16 to Nov 22',
    ])
    expect(mailsOf('Your week: 0 new leads, Nov 16 to Nov 22')).toEqual(owners)

    await mondayRuns('2026-11-30T13:00:00Z', '2026-11-30T13:05:00Z')
    expect(mailsOf('Your week: 0 new leads, Nov 23 to Nov 29')).toEqual(owners)
    expect(smtp.received).toHaveLength(4)
  })

  it('retries a summary the mail server refused, and it arrives once', async () => {
    refusing = true
    await mondayRuns('2026-12-07T13:00:00Z')
    const stored = await payload.find({
      collection: 'site-notices',
      where: { key: { like: 'summary:2026-11-30:' } },
      overrideAccess: true,
      pagination: false,
    })
    expect(stored.docs.map((notice) => notice.delivery.status)).toEqual(['retrying', 'retrying'])

    refusing = false
    // A later Monday run finds the week's notices and queues none again: the retry is the notice's own job.
    expect(await queueDueSummaries(payload, new Date('2026-12-07T13:05:00Z'), newYork)).toBe(0)
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { completedAt: { exists: false }, taskSlug: { equals: 'sendNotice' } },
      overrideAccess: true,
      pagination: false,
    })
    expect(jobs).toHaveLength(2)
    // Running a job by id skips its back-off, which a test cannot sit out.
    for (const job of jobs) await payload.jobs.runByID({ id: job.id, silent: true })
    await runJobs()
    expect(mailsOf('Your week: 0 new leads, Nov 30 to Dec 6')).toEqual(owners)
    expect(smtp.received).toHaveLength(2)
  })
})
