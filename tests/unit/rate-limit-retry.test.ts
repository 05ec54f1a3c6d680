import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { countClientRequest } from '@/server/http/limits'

// One lead per ten-second window, counted in this process (no REDIS_URL); read once, on the first count.
process.env.LEADS_RATE_LIMIT_MAX = '1'
process.env.LEADS_RATE_LIMIT_WINDOW_SECONDS = '10'
// The visitor is named by the proxy's X-Forwarded-For, as behind the site's reverse proxy.
process.env.TRUST_PROXY = '1'
delete process.env.REDIS_URL

const start = Date.parse('2030-01-01T12:00:00.000Z')

// One fake clock for the file: the counter store keeps the Date.now it was created with.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})

afterAll(() => {
  vi.useRealTimers()
})

const send = (client: string, msAfterStart: number) => {
  vi.setSystemTime(start + msAfterStart)
  return countClientRequest('lead', new Headers({ 'x-forwarded-for': client }))
}

describe('how long a refused visitor is told to wait', () => {
  it('is the time left in the window in whole seconds, rounded up', async () => {
    expect(await send('203.0.113.9', 0)).toEqual({ allowed: true })
    expect(await send('203.0.113.9', 7_500)).toEqual({ allowed: false, retryAfterSeconds: 3 })
  })

  it('is never less than a second, even when the window is about to end', async () => {
    expect(await send('203.0.113.10', 20_000)).toEqual({ allowed: true })
    expect(await send('203.0.113.10', 29_800)).toEqual({ allowed: false, retryAfterSeconds: 1 })
    expect(await send('203.0.113.10', 30_000)).toEqual({ allowed: true })
  })
})
