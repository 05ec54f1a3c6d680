import { afterEach, describe, expect, it, vi } from 'vitest'

import { parseEnv } from '@/config/env'
import { emailAdapter } from '@/email/adapter'

const visitor = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@example.org',
  message: 'Our server room floods every June',
}

/** Sends one lead-like email through the adapter the config builds for these settings; answers what was logged. */
async function logOfOneEmail(settings: { NODE_ENV: 'production' | 'development' }) {
  const logged: string[] = []
  vi.spyOn(console, 'log').mockImplementation(
    (...parts: unknown[]) => void logged.push(parts.map(String).join(' ')),
  )
  const env = parseEnv({
    PAYLOAD_SECRET: 'x'.repeat(40),
    SITE_URL: 'https://www.example.com',
    ...settings,
  })
  const adapter = (await emailAdapter(env))({ payload: {} as never })
  await adapter.sendEmail({
    to: visitor.email,
    subject: `New request from ${visitor.name}`,
    text: `${visitor.name} <${visitor.email}> wrote: ${visitor.message}`,
    messageId: '<4f1c2d.notification@www.example.com>',
  })
  return logged.join('\n')
}

describe('emails without SMTP_HOST', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('in production, log only the Message-ID: no address, subject or body of a lead', async () => {
    const log = await logOfOneEmail({ NODE_ENV: 'production' })
    expect(log).toContain('message-id=<4f1c2d.notification@www.example.com>')
    for (const personal of [visitor.name, visitor.email, visitor.message, 'Dana', 'dana'])
      expect(log).not.toContain(personal)
  })

  it('in development, log the whole message to read it', async () => {
    const log = await logOfOneEmail({ NODE_ENV: 'development' })
    expect(log).toContain(`to=${visitor.email}`)
    expect(log).toContain(visitor.message)
  })
})
