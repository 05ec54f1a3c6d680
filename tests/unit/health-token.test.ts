import { describe, expect, it } from 'vitest'

import { presentsBearerToken } from '@/server/http/bearer-token'

const token = 'an-uptime-monitor-token-of-40-characters!'
const headers = (authorization?: string) =>
  new Headers(authorization === undefined ? {} : { authorization })

describe('presentsBearerToken', () => {
  it.each([
    ['the token as a bearer', `Bearer ${token}`, true],
    ['no header', undefined, false],
    ['the token without the scheme', token, false],
    ['a JWT scheme', `JWT ${token}`, false],
    ['a prefix of the token', `Bearer ${token.slice(0, -1)}`, false],
    ['the token with more after it', `Bearer ${token}x`, false],
    ['an empty bearer', 'Bearer ', false],
  ])('%s: %s', (_name, authorization, expected) => {
    expect(presentsBearerToken(headers(authorization), token)).toBe(expected)
  })

  it('lets nobody in while HEALTH_TOKEN is unset', () => {
    expect(presentsBearerToken(headers('Bearer '), undefined)).toBe(false)
    expect(presentsBearerToken(headers('Bearer undefined'), undefined)).toBe(false)
  })
})
