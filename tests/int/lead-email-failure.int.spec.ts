import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendLeadEmailRetries } from '@/leads/tasks/sendLeadEmail'
import { receiveContactRequest } from '@/leads/intake'

import { startSmtpCapture } from '../../scripts/lib/smtp-capture'
import { getTestPayload } from './helpers/test-payload'
import { contactBody } from '../../scripts/lib/lead-bodies'

describe('a lead email that never gets through', () => {
  let payload: Payload

  beforeAll(async () => {
    const probe = await startSmtpCapture(0, () => {})
    await probe.close()
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(probe.port)
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    _internal_resetJobSystemGlobals()
    await payload?.destroy()
  })

  it('is retried with back-off and then shown as failed after the last attempt', async () => {
    const response = await receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactBody()),
      }),
      payload,
    )
    expect(response.status).toBe(201)

    await payload.jobs.run({ limit: 10, silent: true })
    // The back-off holds the retry: running again at once picks nothing up.
    await payload.jobs.run({ limit: 10, silent: true })
    let [lead] = (await payload.find({ collection: 'contact-submissions', overrideAccess: true }))
      .docs
    expect(lead.notificationEmail).toMatchObject({ status: 'retrying', attempts: 1 })

    let clock = Date.now()
    for (let attempt = 0; attempt < sendLeadEmailRetries.attempts; attempt += 1) {
      clock += 24 * 60 * 60 * 1000
      const now = clock
      _internal_jobSystemGlobals.getCurrentDate = () => new Date(now)
      await payload.jobs.run({ limit: 10, silent: true })
    }

    ;[lead] = (await payload.find({ collection: 'contact-submissions', overrideAccess: true })).docs
    expect(lead.notificationEmail).toMatchObject({
      status: 'failed',
      attempts: sendLeadEmailRetries.attempts + 1,
    })
    expect(lead.confirmationEmail?.status).toBe('failed')
    expect(lead.notificationEmail?.lastError).toMatch(/ECONNREFUSED|connect/i)
  })
})
