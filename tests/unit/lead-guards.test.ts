import { describe, expect, it } from 'vitest'

import { confirmationEmail, escapeHtml, notificationEmail } from '@/leads/email/templates'
import { parseEnv } from '@/config/env'
import { clientAddress } from '@/rate-limit/client-address'
import { MemoryCounterStore } from '@/rate-limit/memory-store'
import { earliestFutureDate } from '@/leads/schema'
import type { ContactSubmission } from '@/payload-types'

describe('MemoryCounterStore', () => {
  it('counts per key within a fixed window and starts again once it has passed', async () => {
    let now = 0
    const store = new MemoryCounterStore(100, () => now)
    expect((await store.increment('a', 1000)).count).toBe(1)
    now = 500
    expect(await store.increment('a', 1000)).toEqual({ count: 2, resetAt: 1000 })
    expect((await store.increment('b', 1000)).count).toBe(1)
    now = 1000
    expect(await store.increment('a', 1000)).toEqual({ count: 1, resetAt: 2000 })
  })

  it('forgets the least recently counted key past its capacity', async () => {
    const store = new MemoryCounterStore(2, () => 0)
    await store.increment('a', 10_000)
    await store.increment('b', 10_000)
    await store.increment('a', 10_000)
    await store.increment('c', 10_000)
    expect((await store.increment('a', 10_000)).count).toBe(3)
    expect((await store.increment('b', 10_000)).count).toBe(1)
  })

  it('keeps a flood of keys held by one client among its own: no other counter is forgotten for it', async () => {
    const store = new MemoryCounterStore()
    await store.increment('login:client:198.51.100.1', 10_000)
    await store.increment('login:account:owner', 10_000)
    await store.increment('login:account:unknown:shared-name', 10_000, '198.51.100.3')
    for (let name = 0; name < 60_000; name += 1)
      await store.increment(`login:account:unknown:made-up-${name}`, 10_000, '198.51.100.2')
    expect((await store.increment('login:client:198.51.100.1', 10_000)).count).toBe(2)
    expect((await store.increment('login:account:owner', 10_000)).count).toBe(2)
    expect(
      (await store.increment('login:account:unknown:shared-name', 10_000, '198.51.100.3')).count,
    ).toBe(2)
    // The flooding client keeps its latest keys, and a key it holds counts every client's attempts.
    expect(
      (await store.increment('login:account:unknown:made-up-59999', 10_000, '198.51.100.4')).count,
    ).toBe(2)
    expect(
      (await store.increment('login:account:unknown:made-up-0', 10_000, '198.51.100.2')).count,
    ).toBe(1)
  })

  it('admits at most max members to a set, keeps those in for the window and starts empty after it', async () => {
    let now = 0
    const store = new MemoryCounterStore(100, () => now)
    const admitted = async (member: string) => (await store.admit('site', member, 2, 1000)).admitted
    expect([await admitted('a'), await admitted('b'), await admitted('c')]).toEqual([
      true,
      true,
      false,
    ])
    expect([await admitted('a'), await admitted('b')]).toEqual([true, true])
    expect(await store.admit('site', 'c', 2, 1000)).toEqual({ admitted: false, resetAt: 1000 })
    now = 1000
    expect(await admitted('c')).toBe(true)
  })
})

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

  it('repeats the 24-hour promise to the visitor and carries nothing the visitor typed', () => {
    const typed = {
      ...doc,
      name: 'Win a prize at evil.example',
      company: 'Call 555-0000',
      subject: 'Free money',
      message: 'Visit evil.example now',
      serviceType: 'PC/Mac Repair',
    }
    const email = confirmationEmail(
      { collection: 'contact-submissions', doc: typed as ContactSubmission },
      'Nature Coast Tech',
    )
    expect(email.text).toContain('within 24 hours')
    expect(email.text).toMatch(/^Hello,/)
    expect(email.text).toContain('PC/Mac Repair')
    for (const part of [email.subject, email.text, email.html]) {
      for (const value of [typed.name, typed.company, typed.subject, typed.message])
        expect(part).not.toContain(value)
    }
  })
})
