import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { connectRedis, type RedisClient } from '@/db/redis'
import { siteDay, visitorHash } from '@/visits/recognise'
import { MemoryVisitorDays, RedisVisitorDays } from '@/visits/visitor-days'

import { startTestRedis } from './helpers/redis'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const ready = async (client: RedisClient) => {
  for (let attempt = 0; attempt < 40 && !client.isReady; attempt += 1) await pause(50)
}

describe("the day's salt and visitors", () => {
  let redis: Awaited<ReturnType<typeof startTestRedis>>
  const clients: RedisClient[] = []
  const keyPrefix = `test:${Date.now()}:`

  /** One store per simulated instance, each with its own connection, as two servers would have. */
  async function instanceStore() {
    const client = connectRedis(redis.url, { name: 'test', whileDown: 'in memory' })
    clients.push(client)
    await ready(client)
    return { client, store: new RedisVisitorDays(client, new MemoryVisitorDays(), keyPrefix) }
  }

  beforeAll(async () => {
    process.env.TRUST_PROXY = 'false'
    redis = await startTestRedis()
  })

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.isOpen && client.destroy()))
    await redis?.stop()
  })

  it("are the business's day: it ends at midnight in its zone, daylight-saving days included", () => {
    const zone = 'America/New_York'
    expect(siteDay(new Date('2026-03-08T04:59:59Z'), zone)).toEqual({
      day: '2026-03-07',
      endsAt: Date.parse('2026-03-08T05:00:00Z'),
    })
    // The day the clocks go forward is 23 hours long; the one they go back, 25.
    expect(siteDay(new Date('2026-03-08T12:00:00Z'), zone)).toEqual({
      day: '2026-03-08',
      endsAt: Date.parse('2026-03-09T04:00:00Z'),
    })
    expect(siteDay(new Date('2026-11-01T12:00:00Z'), zone)).toEqual({
      day: '2026-11-01',
      endsAt: Date.parse('2026-11-02T05:00:00Z'),
    })
  })

  it('make a hash that is the same for one browser at one address on one day, and differs otherwise', () => {
    const headers = (address: string, agent: string) =>
      new Headers({ 'x-forwarded-for': address, 'user-agent': agent })
    const one = visitorHash('salt-a', headers('203.0.113.7', 'Browser 1'))
    expect(visitorHash('salt-a', headers('203.0.113.7', 'Browser 1'))).toBe(one)
    expect(visitorHash('salt-a', headers('203.0.113.8', 'Browser 1'))).not.toBe(one)
    expect(visitorHash('salt-a', headers('203.0.113.7', 'Browser 2'))).not.toBe(one)
    expect(visitorHash('salt-b', headers('203.0.113.7', 'Browser 1'))).not.toBe(one)
  })

  it('in memory: one salt a day, forgotten with its visitors when the day ends', async () => {
    const days = new MemoryVisitorDays()
    const endsAt = Date.now() + 300
    const salt = await days.salt('2026-11-26', endsAt)
    expect(await days.salt('2026-11-26', endsAt)).toBe(salt)
    expect(await days.enter('2026-11-26', 'visitor', 'facebook', endsAt)).toEqual({
      first: true,
      source: 'facebook',
    })
    expect(await days.enter('2026-11-26', 'visitor', 'google.com', endsAt)).toEqual({
      first: false,
      source: 'facebook',
    })
    expect(days.heldDay()).toBe('2026-11-26')
    await pause(400)
    expect(days.heldDay()).toBeUndefined()

    const next = await days.salt('2026-11-27', Date.now() + 60_000)
    expect(next).not.toBe(salt)
    expect(await days.enter('2026-11-27', 'visitor', 'direct', Date.now() + 60_000)).toEqual({
      first: true,
      source: 'direct',
    })
    days.forget()
  })

  it('in Redis: every instance shares the salt and the visitors, and Redis deletes both when the day ends', async () => {
    const [a, b] = [await instanceStore(), await instanceStore()]
    const day = '2026-11-26'
    const endsAt = Date.now() + 600
    const salt = await a.store.salt(day, endsAt)
    expect(await b.store.salt(day, endsAt)).toBe(salt)
    expect(await a.store.enter(day, 'visitor', 'flyer-qr', endsAt)).toEqual({
      first: true,
      source: 'flyer-qr',
    })
    expect(await b.store.enter(day, 'visitor', 'direct', endsAt)).toEqual({
      first: false,
      source: 'flyer-qr',
    })
    const keys = await a.client.keys(`${keyPrefix}${day}:*`)
    expect(keys.sort()).toEqual([`${keyPrefix}${day}:salt`, `${keyPrefix}${day}:visitor:visitor`])
    for (const key of keys) {
      const left = await a.client.pTTL(key)
      expect(left).toBeGreaterThan(0)
      expect(left).toBeLessThanOrEqual(600)
    }
    await pause(800)
    expect(await a.client.keys(`${keyPrefix}${day}:*`)).toEqual([])
    expect(await a.store.salt(day, Date.now() + 600)).not.toBe(salt)
  })
})
