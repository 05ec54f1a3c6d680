import { describe, expect, it } from 'vitest'

import { clientAddress } from '@/leads/intake/rate-limit/client-address'

const forwardedFor = (value: string, trustedHops = 0) => clientAddress(new Headers({ 'x-forwarded-for': value }), trustedHops)

describe('the client a lead is counted against', () => {
  it('counts an IPv4 client the same whether the server saw it over IPv4 or as an IPv4-mapped IPv6 address', () => {
    expect(forwardedFor('::ffff:10.0.0.1')).toBe('10.0.0.1')
    // Every octet may have several digits: a mapped address of any length is the IPv4 client.
    expect(forwardedFor('::ffff:192.168.100.200')).toBe('192.168.100.200')
    expect(forwardedFor('::ffff:1.22.3.4')).toBe('1.22.3.4')
    expect(forwardedFor('::ffff:1.2.33.4')).toBe('1.2.33.4')
    expect(forwardedFor('::ffff:1.2.3.44')).toBe('1.2.3.44')
    // A proxy may write the prefix in capitals (RFC 5952 asks for lower case; not every proxy follows it).
    expect(forwardedFor('::FFFF:10.0.0.1')).toBe('10.0.0.1')
  })

  it('leaves anything that only contains a mapped address as it is, so it never merges with that IPv4 client', () => {
    expect(forwardedFor('x::ffff:1.2.3.4')).toBe('x::ffff:1.2.3.4')
    expect(forwardedFor('::ffff:1.2.3.4x')).toBe('::ffff:1.2.3.4x')
  })

  it('counts an IPv6 client the same however the case of its address is written', () => {
    expect(forwardedFor('2001:DB8::1')).toBe('2001:db8::1')
    expect(forwardedFor('2001:DB8::1')).toBe(forwardedFor('2001:db8::1'))
  })

  it('skips empty entries of the header rather than counting an empty address', () => {
    expect(forwardedFor('203.0.113.9, , 198.51.100.7,', 1)).toBe('203.0.113.9')
    expect(forwardedFor(' , ')).toBe('unknown')
    expect(clientAddress(new Headers(), 0)).toBe('unknown')
  })
})
