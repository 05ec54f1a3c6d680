import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queueNotice } from '@/notices/queue'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'

const notice = (key: string) => ({
  key,
  to: ['owner@example.org', 'partner@example.org'],
  subject: `Notice ${key}`,
  text: `Text of ${key}`,
  html: `<p>Text of ${key}</p>`,
})

describe('notices to the owner', () => {
  let payload: Payload
  let smtp: SmtpCapture

  const noticeJobs = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendNotice' } },
        overrideAccess: true,
        pagination: false,
      })
    ).docs

  beforeAll(async () => {
    // A slow SMTP server keeps both runs of one job inside their sends at once.
    smtp = await captureSmtp({ delayMs: 150 })
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('stores and queues a notice once per key, however often and however concurrently it is asked', async () => {
    expect(await queueNotice(payload, notice('once'))).toBe(true)
    expect(await queueNotice(payload, notice('once'))).toBe(false)
    const racing = await Promise.all([
      queueNotice(payload, notice('race')),
      queueNotice(payload, notice('race')),
    ])
    expect(racing.filter(Boolean)).toHaveLength(1)

    const { docs } = await payload.find({
      collection: 'site-notices',
      where: { key: { in: ['once', 'race'] } },
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.key).sort()).toEqual(['once', 'race'])
    expect(docs[0].to).toBe('owner@example.org, partner@example.org')
    expect(await noticeJobs()).toHaveLength(2)
  })

  it('sends each notice once when two runners run its job at the same moment, and records it as sent', async () => {
    const jobs = await noticeJobs()
    smtp.received.length = 0
    // Running a job by id skips Payload's own "not already processing" check: both runs execute the task.
    await Promise.all(
      jobs.flatMap((job) => [
        payload.jobs.runByID({ id: job.id, silent: true }),
        payload.jobs.runByID({ id: job.id, silent: true }),
      ]),
    )
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(['Notice once', 'Notice race'])
    expect(smtp.received[0].to).toContain('owner@example.org')
    expect(smtp.received[0].to).toContain('partner@example.org')

    const { docs } = await payload.find({
      collection: 'site-notices',
      where: { key: { in: ['once', 'race'] } },
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.delivery.status)).toEqual(['sent', 'sent'])

    // A later run of the same job finds the notice sent and sends nothing.
    await payload.jobs.queue({ task: 'sendNotice', input: { noticeId: docs[0].id } })
    await payload.jobs.run({ silent: true })
    expect(smtp.received).toHaveLength(2)
  })

  it('is not readable by staff nor writable by anyone through the API', async () => {
    // The first account becomes the owner (assignFirstOwner): the staff account comes second.
    await payload.create({
      collection: 'users',
      data: {
        username: 'owner-notices',
        email: 'owner-notices@example.org',
        password: 'a long enough password 1',
        role: 'owner',
      },
      overrideAccess: true,
    })
    const staff = await payload.create({
      collection: 'users',
      data: {
        username: 'staff-notices',
        email: 'staff-notices@example.org',
        password: 'a long enough password 1',
        role: 'staff',
      },
      overrideAccess: true,
    })
    await expect(
      payload.find({ collection: 'site-notices', overrideAccess: false, user: staff }),
    ).rejects.toThrow('not allowed')
    await expect(
      payload.create({
        collection: 'site-notices',
        data: { ...notice('forged'), to: 'owner@example.org', delivery: { status: 'queued' } },
        overrideAccess: false,
        user: staff,
      }),
    ).rejects.toThrow()
  })
})
