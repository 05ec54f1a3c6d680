import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receivePackageRequest } from '@/leads/intake'
import { reviewReceivedTask } from '@/reviews/constants'
import { receiveReview } from '@/reviews/intake'
import { signReviewLink } from '@/reviews/token'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'
import { packageBody } from '../../scripts/lib/lead-bodies'

const teamAddress = 'owner-inbox@example.com'

describe("the owner's note of a new review", () => {
  let payload: Payload
  let smtp: SmtpCapture

  beforeAll(async () => {
    // A slow SMTP server keeps both runners inside their sends at once.
    smtp = await captureSmtp({ delayMs: 150 })
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_NOTIFY_TO = teamAddress
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('is sent once when two runners run its job at the same moment', async () => {
    const stored = await receivePackageRequest(
      new Request('http://localhost/api/package-purchase', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(packageBody({ email: 'reviewer@example.org' })),
      }),
      payload,
    )
    expect(stored.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'package-purchases',
      where: { email: { equals: 'reviewer@example.org' } },
      overrideAccess: true,
    })
    const token = signReviewLink(process.env.PAYLOAD_SECRET ?? '', {
      purpose: 'review',
      collection: 'package-purchases',
      leadId: docs[0].id,
    })
    const answer = await receiveReview(
      new Request('http://localhost/api/customer-reviews', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          rating: 4,
          text: 'Quick and tidy.',
          reviewerName: 'Ada L.',
          town: 'Inverness',
          consentToPublish: true,
          token,
        }),
      }),
      payload,
    )
    expect(answer.status).toBe(201)

    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: reviewReceivedTask } },
      overrideAccess: true,
    })
    expect(jobs).toHaveLength(1)
    // Running a job by id skips Payload's own "not already processing" check: both runs execute the task.
    await Promise.all([
      payload.jobs.runByID({ id: jobs[0].id, silent: true }),
      payload.jobs.runByID({ id: jobs[0].id, silent: true }),
    ])
    const notes = smtp.received.filter((mail) => mail.subject.startsWith('New 4-star review'))
    expect(notes).toHaveLength(1)
    expect(notes[0].to).toContain(teamAddress)
  })
})
