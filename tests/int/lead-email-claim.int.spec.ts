import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receiveContactRequest } from '@/leads/intake'

import { runJobsProcess } from './helpers/processes'
import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'
import { contactBody } from '../../scripts/lib/lead-bodies'

const post = (payload: Payload, index: number) =>
  receiveContactRequest(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        contactBody({ name: `Visitor ${index}`, email: `visitor${index}@example.org` }),
      ),
    }),
    payload,
  )

describe('each lead email is sent by one runner only', () => {
  let payload: Payload
  let smtp: SmtpCapture

  const messageIds = () => smtp.received.map((mail) => mail.messageId)

  beforeAll(async () => {
    // A slow SMTP server keeps every runner busy at once, so their rounds overlap.
    smtp = await captureSmtp({ delayMs: 150 })
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '1000'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('sends an email once when two runners run the same job at the same moment', async () => {
    expect((await post(payload, 0)).status).toBe(201)
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendLeadEmail' } },
      overrideAccess: true,
    })
    expect(jobs).toHaveLength(2)
    // Running a job by id skips Payload's own "not already processing" check: both runs execute the task.
    await Promise.all(
      jobs.flatMap((job) => [
        payload.jobs.runByID({ id: job.id, silent: true }),
        payload.jobs.runByID({ id: job.id, silent: true }),
      ]),
    )
    expect(smtp.received).toHaveLength(2)
    expect(new Set(messageIds()).size).toBe(2)
  })

  it('delivers every email exactly once with two `npm run jobs:run` processes and this process on one database', async () => {
    smtp.received.length = 0
    const leads = 40
    for (let index = 1; index <= leads; index += 1)
      expect((await post(payload, index)).status).toBe(201)

    const runners = [runJobsProcess(), runJobsProcess()]
    const local = (async () => {
      for (let round = 0; round < 20; round += 1) {
        const result = await payload.jobs.run({ limit: 10, silent: true })
        if (result.noJobsRemaining) await new Promise((resolve) => setTimeout(resolve, 500))
      }
    })()
    const results = await Promise.all(runners)
    await local
    for (const result of results) expect(result.code, result.stderr).toBe(0)
    await payload.jobs.run({ limit: 100, silent: true })

    expect(smtp.received).toHaveLength(leads * 2)
    expect(new Set(messageIds()).size).toBe(leads * 2)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      limit: 100,
      overrideAccess: true,
      depth: 0,
    })
    for (const lead of docs) {
      expect(lead.notificationEmail?.status).toBe('sent')
      expect(lead.confirmationEmail?.status).toBe('sent')
    }
  }, 120_000)
})
