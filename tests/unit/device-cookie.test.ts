import { describe, expect, it } from 'vitest'

import { deviceCookieMaxAgeSeconds, deviceOf, issueDeviceCookie } from '@/users/device-cookie'

const secret = 'a-secret-of-the-site-at-least-32-characters'
const account = '5b1e7c1e-0000-4000-8000-000000000001'

describe('a device cookie', () => {
  it('names its device for the account it was issued to, until it expires', () => {
    const cookie = issueDeviceCookie(secret, account, 1_000)
    const device = deviceOf(secret, cookie, account, 2_000)
    expect(device).toMatch(/^[\w-]{22}$/)
    expect(deviceOf(secret, cookie, account, 1_000 + deviceCookieMaxAgeSeconds * 1000 - 1)).toBe(
      device,
    )
    expect(deviceOf(secret, cookie, account, 1_000 + deviceCookieMaxAgeSeconds * 1000)).toBeNull()
  })

  it('is a new device at each login', () => {
    expect(deviceOf(secret, issueDeviceCookie(secret, account), account)).not.toBe(
      deviceOf(secret, issueDeviceCookie(secret, account), account),
    )
  })

  it('counts for nothing when issued to another account, signed with another secret, altered or malformed', () => {
    const cookie = issueDeviceCookie(secret, account)
    const [id, device, expiry, signature] = cookie.split('.')
    const altered = [
      issueDeviceCookie(secret, 'another-account'),
      issueDeviceCookie('another-secret-of-at-least-32-characters', account),
      [id, `${device}x`, expiry, signature].join('.'),
      [id, device, String(Number(expiry) + 1), signature].join('.'),
      [id, device, expiry, signature.slice(1)].join('.'),
      `${cookie}.extra`,
      '',
      undefined,
    ]
    expect(altered.map((value) => deviceOf(secret, value, account))).toEqual(
      altered.map(() => null),
    )
    expect(deviceOf(secret, cookie, null)).toBeNull()
  })
})
