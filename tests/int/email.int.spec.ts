import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'

describe('email through Payload', () => {
  let payload: Payload
  let smtp: SmtpCapture

  beforeAll(async () => {
    smtp = await captureSmtp()
    process.env.EMAIL_FROM = 'Test Site <site@example.com>'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload.destroy()
    await smtp.close()
  })

  it('delivers a message to the SMTP server with its subject, sender and recipient', async () => {
    await payload.sendEmail({
      to: 'visitor@example.org',
      subject: 'Hello from the test',
      text: 'Body text',
    })

    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0].subject).toBe('Hello from the test')
    expect(smtp.received[0].to).toEqual(['visitor@example.org'])
    expect(smtp.received[0].from).toContain('site@example.com')
    expect(smtp.received[0].text.trim()).toBe('Body text')
  })
})
