import { describe, expect, it } from 'vitest'

import { replyPromiseDefaults } from '@/content/globals/SiteSettings/reply-promise'
import { confirmationEmail, escapeHtml, notificationEmail } from '@/leads/email/templates'
import { parseEnv } from '@/config/env'
import { clientAddress } from '@/server/rate-limit/client-address'
import { earliestFutureDate } from '@/leads/schema'
import type { ContactSubmission } from '@/payload-types'

describe('clientAddress', () => {
  // What the server sees behind one proxy: the client's claim, the visitor as the proxy saw it, the proxy.
  const headers = new Headers({ 'x-forwarded-for': '10.9.9.9, 203.0.113.9, 198.51.100.7' })

  it('counts the connecting address (the last entry) when no proxy is trusted', () => {
    expect(clientAddress(headers, 0)).toBe('198.51.100.7')
  })

  it('takes the entry the outermost trusted proxy appended, never one the client wrote', () => {
    expect(clientAddress(headers, 1)).toBe('203.0.113.9')
    expect(clientAddress(headers, 5)).toBe('10.9.9.9')
  })

  it('reads an IPv4-mapped IPv6 address as the IPv4 one', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::ffff:127.0.0.2' }), 0)).toBe(
      '127.0.0.2',
    )
  })
})

describe('TRUST_PROXY', () => {
  const hops = (value: string) =>
    parseEnv({ NODE_ENV: 'test', TRUST_PROXY: value, DATA_DIR: '.data' }).TRUST_PROXY

  it('keeps true and false, and takes a number of trusted proxies', () => {
    expect([hops('false'), hops('true'), hops('2')]).toEqual([0, 1, 2])
    expect(() => hops('yes')).toThrow(/TRUST_PROXY/)
  })
})

describe('earliestFutureDate', () => {
  it('is today somewhere on Earth: the date at UTC-12', () => {
    expect(earliestFutureDate(new Date('2030-06-10T11:59:00Z'))).toBe('2030-06-09')
    expect(earliestFutureDate(new Date('2030-06-10T12:00:00Z'))).toBe('2030-06-10')
  })
})

describe('lead emails', () => {
  const doc = {
    id: 'lead-1',
    name: 'Eve <script>alert(1)</script>',
    email: 'eve@example.org',
    message: '<img src=x onerror=alert(1)> & "quotes"',
    servicesNeeded: ['PC/Mac Repair'],
    urgency: 'urgent',
    agreeToContact: true,
    createdAt: '',
    updatedAt: '',
  } as unknown as ContactSubmission

  it('escapes everything the visitor typed in the HTML body', () => {
    const email = notificationEmail(
      { collection: 'contact-submissions', doc },
      'https://example.com',
    )
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<img')
    expect(email.html).toContain(escapeHtml('<img src=x onerror=alert(1)> & "quotes"'))
    expect(email.text).toContain('Urgent (Same day response needed)')
    expect(email.subject).not.toMatch(/[\r\n]/)
  })

  it('carries of what the visitor typed only the first name, the choices and the message shortened', () => {
    const typed = {
      ...doc,
      name: 'Win a prize at evil.example',
      company: 'Call 555-0000',
      subject: 'Free money',
      message: `Visit evil.example now ${'and again '.repeat(40)}`,
      serviceType: 'PC/Mac Repair',
      urgency: 'high',
    }
    const email = confirmationEmail(
      { collection: 'contact-submissions', doc: typed as ContactSubmission },
      {
        businessName: 'Nature Coast Tech',
        phone: '(352) 555-0142',
        replyPromise: { ...replyPromiseDefaults, businessHours: null },
      },
    )
    expect(email.text).toContain('within 24 hours')
    expect(email.text).toMatch(/^Hello Win,/)
    expect(email.text).toContain('PC/Mac Repair')
    expect(email.text).not.toContain('evil.example now')
    for (const part of [email.subject, email.text, email.html]) {
      for (const value of [typed.name, typed.company, typed.subject, typed.message.trim()])
        expect(part).not.toContain(value)
    }
  })
})
