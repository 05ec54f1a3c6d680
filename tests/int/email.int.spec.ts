import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseMail, startSmtpCapture, type CapturedMail } from '../../scripts/lib/smtp-capture'
import { getTestPayload } from './helpers/test-payload'

describe('email through Payload', () => {
  let payload: Payload
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
  const received: CapturedMail[] = []

  beforeAll(async () => {
    smtp = await startSmtpCapture(0, async (raw) => {
      received.push(await parseMail(raw))
    })
    process.env.SMTP_HOST = '127.0.0.1'
    process.env.SMTP_PORT = String(smtp.port)
    process.env.EMAIL_FROM = 'Test Site <site@example.com>'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload.destroy()
    await smtp.close()
  })

  it('delivers a message to the SMTP server with its subject, sender and recipient', async () => {
    await payload.sendEmail({ to: 'visitor@example.org', subject: 'Hello from the test', text: 'Body text' })

    expect(received).toHaveLength(1)
    expect(received[0].subject).toBe('Hello from the test')
    expect(received[0].to).toEqual(['visitor@example.org'])
    expect(received[0].from).toContain('site@example.com')
    expect(received[0].text.trim()).toBe('Body text')
  })
})
