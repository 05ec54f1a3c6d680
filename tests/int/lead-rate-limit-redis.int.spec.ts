import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { RedisClient } from '@/db/redis'

import { startRedis } from '../../scripts/lib/multi-instance/services'

const port = Number(process.env.TEST_REDIS_PORT ?? 6391)
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-redis-'))
let redis: Awaited<ReturnType<typeof startRedis>>

// Every connection the limits open, so the file can wait for each and close them all.
const clients = vi.hoisted(() => [] as RedisClient[])
vi.mock('@/db/redis', async (original) => {
  const actual = await original<typeof import('@/db/redis')>()
  return {
    ...actual,
    connectRedis: (...args: Parameters<typeof actual.connectRedis>) => {
      const client = actual.connectRedis(...args)
      clients.push(client)
      return client
    },
  }
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One server instance: the limits loaded afresh, with a connection of their own, as another process has. */
async function instance() {
  vi.resetModules()
  const store = await import('@/server/rate-limit/store')
  const requests = await import('@/server/http/limits')
  const login = await import('@/users/login-guard')
  await store.decrement('connect')
  const client = clients.at(-1)!
  for (let attempt = 0; attempt < 40 && !client.isReady; attempt += 1) await sleep(50)
  return { store, requests, login, client }
}

const from = (address: string) => new Headers({ 'x-forwarded-for': address })

describe('rate limits counted in Redis', () => {
  beforeAll(async () => {
    redis = await startRedis(folder, port, () => {})
    Object.assign(process.env, {
      REDIS_URL: redis.url,
      TRUST_PROXY: 'false',
      LEADS_RATE_LIMIT_MAX: '2',
      LEADS_RATE_LIMIT_WINDOW_SECONDS: '2',
      LEADS_SITE_RATE_LIMIT_CLIENTS: '2',
      LOGIN_MAX_ATTEMPTS: '2',
    })
  })

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.isOpen && client.destroy()))
    await redis?.stop()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('count one window across instances: the 11th request is the 11th whichever instance counts it', async () => {
    const [a, b] = [await instance(), await instance()]
    const counts: number[] = []
    for (let index = 0; index < 11; index += 1)
      counts.push((await (index % 2 ? b : a).store.increment('lead:client:127.0.0.2', 60)).count)
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect((await a.store.increment('lead:client:127.0.0.3', 60)).count).toBe(1)
  })

  it('answers the seconds left in the window, and starts a new window after it', async () => {
    const { store } = await instance()
    expect(await store.increment('lead:client:window', 2)).toEqual({ count: 1, secondsLeft: 2 })
    expect((await store.increment('lead:client:window', 2)).count).toBe(2)
    await sleep(2_100)
    expect((await store.increment('lead:client:window', 2)).count).toBe(1)
  })

  it('takes a count back within the window for every instance (a login that succeeded)', async () => {
    const [a, b] = [await instance(), await instance()]
    await a.store.increment('login:client:taken-back', 60)
    await a.store.increment('login:client:taken-back', 60)
    await b.store.decrement('login:client:taken-back')
    expect((await a.store.increment('login:client:taken-back', 60)).count).toBe(2)
  })

  it('lets the same clients in across instances, at most the ceiling, until the window ends', async () => {
    const [a, b] = [await instance(), await instance()]
    const admitted = async ({ requests }: typeof a, address: string) =>
      (await requests.countSiteWrite('lead', from(address))).allowed
    expect([
      await admitted(a, '192.0.2.1'),
      await admitted(b, '192.0.2.2'),
      await admitted(a, '192.0.2.3'),
    ]).toEqual([true, true, false])
    expect([
      await admitted(b, '192.0.2.1'),
      await admitted(a, '192.0.2.2'),
      await admitted(b, '192.0.2.3'),
    ]).toEqual([true, true, false])
    await sleep(2_100)
    expect(await admitted(b, '192.0.2.3')).toBe(true)
  })

  it('keep no name a refused client makes up for a login', async () => {
    const { login, client } = await instance()
    const tryName = (name: string) => login.countLogin(from('198.51.100.7'), { id: null, name })
    await tryName('made-up-1')
    await tryName('made-up-2')
    for (let name = 3; name <= 12; name += 1)
      await expect(tryName(`made-up-${name}`)).rejects.toThrow(/too many/i)
    expect(await client.keys('site:rate-limit:login:account:unknown:*')).toHaveLength(2)
  })

  it('count in the process while Redis answers but refuses to store (out of memory), instead of failing the request', async () => {
    const { store, requests, client } = await instance()
    await client.configSet({ maxmemory: '1', 'maxmemory-policy': 'noeviction' })
    try {
      await expect(client.set('probe', 'x')).rejects.toThrow(/OOM/)
      expect((await store.increment('login:client:full', 60)).count).toBe(1)
      expect((await store.increment('login:client:full', 60)).count).toBe(2)
      await store.decrement('login:client:full')
      expect((await store.increment('login:client:full', 60)).count).toBe(2)
      const admitted = async (address: string) =>
        (await requests.countSiteWrite('upload', from(address))).allowed
      expect([
        await admitted('192.0.2.1'),
        await admitted('192.0.2.2'),
        await admitted('192.0.2.3'),
        await admitted('192.0.2.1'),
      ]).toEqual([true, true, false, true])
    } finally {
      await client.configSet({ maxmemory: '0' })
    }
  })

  it('keep limiting in the process while Redis is unreachable, without waiting for it', async () => {
    const { requests } = await instance()
    await redis.stop()
    await sleep(200)
    const started = Date.now()
    const lead = () => requests.countClientRequest('lead', from('203.0.113.5'))
    expect([await lead(), await lead()]).toEqual([{ allowed: true }, { allowed: true }])
    expect(await lead()).toEqual({ allowed: false, retryAfterSeconds: 2 })
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
