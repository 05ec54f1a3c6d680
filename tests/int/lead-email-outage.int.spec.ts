import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'

import { parseMail, startSmtpCapture, type CapturedMail } from '../../scripts/lib/smtp-capture'
import { getTestPayload } from './helpers/test-payload'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

const teamAddress = 'team@example.com'

describe('lead emails while SMTP is down', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined
  let smtpPort = 0
  const received: CapturedMail[] = []

  const startSmtp = async (port: number) =>
    startSmtpCapture(port, async (raw) => void received.push(await parseMail(raw)))

  const leadStates = async () => {
    const found = await Promise.all(
      (['contact-submissions', 'package-purchases'] as const).map((collection) =>
        payload.find({ collection, limit: 100, depth: 0, overrideAccess: true }),
      ),
    )
    return found.flatMap(({ docs }) => docs)
  }

  beforeAll(async () => {
    // Take a free port, then stop the server: SMTP is "down" until the test starts it on that port again.
    const probe = await startSmtp(0)
    smtpPort = probe.port
    await probe.close()
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(smtpPort)
    process.env.LEADS_NOTIFY_TO = teamAddress
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '1000'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    _internal_resetJobSystemGlobals()
    await payload?.destroy()
    await smtp?.close()
  })

  it('stores 20 leads, then delivers exactly 40 emails once SMTP is back, none twice', async () => {
    for (let index = 0; index < 20; index += 1) {
      const response =
        index % 2 === 0
          ? await receiveContactRequest(
              new Request('http://localhost/api/contact', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(
                  contactBody({ name: `Visitor ${index}`, email: `visitor${index}@example.org` }),
                ),
              }),
              payload,
            )
          : await receivePackageRequest(
              new Request('http://localhost/api/package-purchase', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(
                  packageBody({
                    customerName: `Visitor ${index}`,
                    email: `visitor${index}@example.org`,
                  }),
                ),
              }),
              payload,
            )
      expect(response.status).toBe(201)
    }
    expect(await leadStates()).toHaveLength(20)

    await payload.jobs.run({ limit: 100, silent: true })
    const whileDown = await leadStates()
    expect(received).toHaveLength(0)
    for (const lead of whileDown) {
      expect(lead.notificationEmail?.status).toBe('retrying')
      expect(lead.notificationEmail?.attempts).toBe(1)
      expect(lead.notificationEmail?.lastError).toMatch(/\S/)
    }

    smtp = await startSmtp(smtpPort)
    // Step past the back-off instead of waiting for it.
    _internal_jobSystemGlobals.getCurrentDate = () => new Date(Date.now() + 60 * 60 * 1000)
    for (let round = 0; round < 10; round += 1) {
      const result = await payload.jobs.run({ limit: 100, silent: true })
      if (result.noJobsRemaining) break
    }
    await payload.jobs.run({ limit: 100, silent: true })

    expect(received).toHaveLength(40)
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(40)
    for (let index = 0; index < 20; index += 1) {
      const visitor = `visitor${index}@example.org`
      const notifications = received.filter(
        (mail) => mail.to.includes(teamAddress) && mail.replyTo.includes(visitor),
      )
      const confirmations = received.filter((mail) => mail.to.includes(visitor))
      expect(notifications, visitor).toHaveLength(1)
      expect(confirmations, visitor).toHaveLength(1)
      expect(notifications[0].text).toContain(`Visitor ${index}`)
      expect(confirmations[0].text).toContain('within 24 hours')
    }
    for (const lead of await leadStates()) {
      expect(lead.notificationEmail?.status).toBe('sent')
      expect(lead.confirmationEmail?.status).toBe('sent')
      expect(lead.notificationEmail?.attempts).toBe(2)
    }
  })
})
