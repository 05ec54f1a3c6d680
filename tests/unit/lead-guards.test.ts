import { describe, expect, it } from 'vitest'

import { confirmationEmail, escapeHtml, notificationEmail } from '@/leads/emails'
import { clientAddress, SlidingWindowLimiter } from '@/leads/rate-limit'
import { earliestFutureDate } from '@/leads/schema'
import type { ContactSubmission } from '@/payload-types'

describe('SlidingWindowLimiter', () => {
  it('refuses the request over the limit within the window and allows again once it slides past', () => {
    const limiter = new SlidingWindowLimiter(3, 1000)
    expect([0, 100, 200].map((time) => limiter.allow('a', time))).toEqual([true, true, true])
    expect(limiter.allow('a', 300)).toBe(false)
    expect(limiter.allow('b', 300)).toBe(true)
    expect(limiter.retryAfterSeconds('a', 300)).toBe(1)
    expect(limiter.allow('a', 1001)).toBe(true)
  })

  it('forgets the least recently seen client past its capacity', () => {
    const limiter = new SlidingWindowLimiter(1, 10_000, 2)
    limiter.allow('a', 0)
    limiter.allow('b', 1)
    limiter.allow('c', 2)
    expect(limiter.allow('a', 3)).toBe(true)
    expect(limiter.allow('c', 4)).toBe(false)
  })
})

describe('clientAddress', () => {
  const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' })

  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(clientAddress(headers, false)).toBe('direct')
  })

  it("takes the trusted proxy's entry, the last one", () => {
    expect(clientAddress(headers, true)).toBe('198.51.100.7')
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
    const email = notificationEmail({ collection: 'contact-submissions', doc }, 'https://example.com')
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<img')
    expect(email.html).toContain(escapeHtml('<img src=x onerror=alert(1)> & "quotes"'))
    expect(email.text).toContain('Urgent (Same day response needed)')
    expect(email.subject).not.toMatch(/[\r\n]/)
  })

  it('repeats the 24-hour promise to the visitor', () => {
    const email = confirmationEmail({ collection: 'contact-submissions', doc }, 'Nature Coast Tech')
    expect(email.text).toContain('within 24 hours')
    expect(email.html).not.toContain('<script>')
  })
})
