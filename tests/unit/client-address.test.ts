import { describe, expect, it } from 'vitest'

import { clientAddress, clientKey } from '@/server/rate-limit/client-address'

const forwardedFor = (value: string, trustedHops = 0) =>
  clientAddress(new Headers({ 'x-forwarded-for': value }), trustedHops)

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

describe('the network an IPv6 client is counted by', () => {
  const key = (value: string) => clientKey(new Headers({ 'x-forwarded-for': value }), 0)

  it('counts every address of one /64 as one client, however the address is written', () => {
    const network = '2001:db8:1:2::/64'
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '2001:0db8:0001:0002::abcd',
      '2001:db8:1:2::7%eth0',
    ]) {
      expect(key(address)).toBe(network)
    }
  })

  it('keeps neighbouring /64 networks apart', () => {
    expect(key('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(key('2001:db8:1:2::1')).not.toBe(key('2001:db8:1:3::1'))
    expect(key('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(key('::1')).toBe('0:0:0:0::/64')
    expect(key('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64')
    // `::` standing for two groups only, so the groups after it reach into the /64.
    expect(key('1::2:3:4:5:6')).toBe('1:0:0:2::/64')
    expect(key('1::2:3:4:5.6.7.8')).toBe('1:0:0:2::/64')
  })

  it('keeps an IPv4 client, mapped or not, as its own address, and anything else as it came', () => {
    expect(key('::ffff:10.0.0.1')).toBe('10.0.0.1')
    expect(key('10.0.0.1')).toBe('10.0.0.1')
    expect(key('10.0.0.2')).not.toBe(key('10.0.0.1'))
    expect(key('not-an-address')).toBe('not-an-address')
    expect(clientKey(new Headers(), 0)).toBe('unknown')
  })
})
