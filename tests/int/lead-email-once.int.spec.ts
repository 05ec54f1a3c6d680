import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receiveContactRequest } from '@/leads/intake'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'
import { contactBody } from '../../scripts/lib/lead-bodies'

const teamAddress = 'team@example.com'

/**
 * A process that sent an email and recorded it, but died before its job was marked complete, leaves the
 * job to run again: the recorded send is what keeps the visitor and the team from getting it twice.
 */
describe('a lead email already recorded as sent', () => {
  let payload: Payload
  let smtp: SmtpCapture

  beforeAll(async () => {
    smtp = await captureSmtp()
    process.env.SMTP_REQUIRE_TLS = 'false'
    process.env.LEADS_NOTIFY_TO = teamAddress
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('is not sent again when its job runs; the other email of the lead still goes out once', async () => {
    const response = await receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactBody({ email: 'once@example.org' })),
      }),
      payload,
    )
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      where: { email: { equals: 'once@example.org' } },
      overrideAccess: true,
    })
    const sentAt = '2026-01-01T10:00:00.000Z'
    await payload.db.updateOne({
      collection: 'contact-submissions',
      id: docs[0].id,
      data: { notificationEmail: { status: 'sent', sentAt, attempts: 1 } },
      returning: false,
    })

    for (let round = 0; round < 3; round += 1) await payload.jobs.run({ limit: 10, silent: true })

    expect(smtp.received.filter((mail) => mail.to.includes(teamAddress))).toHaveLength(0)
    expect(smtp.received.filter((mail) => mail.to.includes('once@example.org'))).toHaveLength(1)
    const lead = await payload.findByID({
      collection: 'contact-submissions',
      id: docs[0].id,
      overrideAccess: true,
    })
    expect(lead.notificationEmail).toMatchObject({ status: 'sent', sentAt, attempts: 1 })
    expect(lead.confirmationEmail?.status).toBe('sent')
    // Payload deletes a job once it completes: none is left to run again.
    const jobs = await payload.find({ collection: 'payload-jobs', overrideAccess: true })
    expect(jobs.docs).toHaveLength(0)
  })
})
