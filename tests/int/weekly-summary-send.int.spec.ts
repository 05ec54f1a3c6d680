import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueWeeklySummaries } from '@/weekly-summary/queue'

import { parseMail, startSmtpCapture, type CapturedMail } from '../../scripts/lib/smtp-capture'
import { getTestPayload } from './helpers/test-payload'

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
const received: CapturedMail[] = []
const newYork = 'America/New_York'

/** Two runners at once; a round one of them loses in Payload's own job pick-up is tolerated, as the server's runner does. */
async function runJobs() {
  for (let round = 0; round < 3; round += 1) await Promise.allSettled([payload.jobs.run({ limit: 10, silent: true }), payload.jobs.run({ limit: 10, silent: true })])
  await payload.jobs.run({ limit: 10, silent: true })
}

beforeAll(async () => {
  smtp = await startSmtpCapture(0, async (raw) => void received.push(await parseMail(raw)))
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(smtp.port)
  process.env.JOBS_AUTORUN = 'false'
  payload = await getTestPayload()
  await payload.create({ collection: 'users', data: { email: 'owner@example.com', username: 'boss', password: 'Homosassa-springs-9', role: 'owner' } })
  await payload.create({ collection: 'users', data: { email: 'quiet@example.com', username: 'quiet', password: 'Pelican-lantern-42', role: 'owner', weeklySummary: false } })
  await payload.create({ collection: 'users', data: { email: 'tech@example.com', username: 'tech', password: 'Tangerine-harbor-71', role: 'staff' } })
})

afterAll(async () => {
  await payload?.destroy()
  await smtp?.close()
})

describe('the Monday summary job', () => {
  it('sends each owner who keeps it on one summary a week, however many runs and runners', async () => {
    expect(await queueWeeklySummaries(payload, new Date('2026-11-23T12:59:00Z'), newYork)).toBe(0)
    for (const now of ['2026-11-23T13:00:00Z', '2026-11-23T13:05:00Z']) {
      await Promise.all([queueWeeklySummaries(payload, new Date(now), newYork), queueWeeklySummaries(payload, new Date(now), newYork)])
      await runJobs()
    }
    await queueWeeklySummaries(payload, new Date('2026-11-23T18:00:00Z'), newYork)
    await runJobs()
    expect(received.map((mail) => [mail.to, mail.subject])).toEqual([[['owner@example.com'], 'Your week: 0 new leads, Nov 16 to Nov 22']])

    await queueWeeklySummaries(payload, new Date('2026-11-30T13:00:00Z'), newYork)
    await runJobs()
    expect(received.map((mail) => mail.subject)).toEqual(['Your week: 0 new leads, Nov 16 to Nov 22', 'Your week: 0 new leads, Nov 23 to Nov 29'])
  })
})
