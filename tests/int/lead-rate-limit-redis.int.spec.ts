import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MemoryCounterStore } from '@/rate-limit/memory-store'
import { RedisCounterStore } from '@/rate-limit/redis-store'
import { connectRedis, type RedisClient } from '@/redis/client'

import { startRedis } from '../../scripts/lib/multi-instance/services'

const port = Number(process.env.TEST_REDIS_PORT ?? 6391)
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limit-redis-'))
let redis: Awaited<ReturnType<typeof startRedis>>
const clients: RedisClient[] = []
// One key space for the whole file, as every instance of one site shares it.
const keyPrefix = `test:${Date.now()}:`

/** One store per simulated server instance, each with its own connection, as two processes would have. */
function instanceStore() {
  const client = connectRedis(redis.url, { name: 'test', whileDown: 'counting in this process' })
  clients.push(client)
  return { client, store: new RedisCounterStore(client, new MemoryCounterStore(), keyPrefix) }
}

const ready = async (client: RedisClient) => {
  for (let attempt = 0; attempt < 40 && !client.isReady; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('lead rate-limit counters in Redis', () => {
  beforeAll(async () => {
    redis = await startRedis(folder, port, () => {})
  })

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.isOpen && client.destroy()))
    await redis?.stop()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('count one window across instances: the 11th request is the 11th whichever instance counts it', async () => {
    const a = instanceStore()
    const b = instanceStore()
    await Promise.all([ready(a.client), ready(b.client)])
    const counts: number[] = []
    for (let index = 0; index < 11; index += 1)
      counts.push(
        (await (index % 2 ? b : a).store.increment('lead:client:127.0.0.2', 60_000)).count,
      )
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect((await a.store.increment('lead:client:127.0.0.3', 60_000)).count).toBe(1)
  })

  it('answers when the window ends, and starts a new window after it', async () => {
    const { client, store } = instanceStore()
    await ready(client)
    const before = Date.now()
    const { resetAt } = await store.increment('lead:client:window', 300)
    expect(resetAt).toBeGreaterThan(before + 200)
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 300)
    expect((await store.increment('lead:client:window', 300)).count).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect((await store.increment('lead:client:window', 300)).count).toBe(1)
  })

  it('takes a count back within the window for every instance (a login that succeeded)', async () => {
    const a = instanceStore()
    const b = instanceStore()
    await Promise.all([ready(a.client), ready(b.client)])
    await a.store.increment('login:client:taken-back', 60_000)
    await a.store.increment('login:client:taken-back', 60_000)
    await b.store.decrement('login:client:taken-back')
    expect((await a.store.increment('login:client:taken-back', 60_000)).count).toBe(2)
  })

  it('lets the same members into one set across instances, at most max, until the window ends', async () => {
    const a = instanceStore()
    const b = instanceStore()
    await Promise.all([ready(a.client), ready(b.client)])
    const before = Date.now()
    const { resetAt } = await a.store.admit('lead:site-clients:window', 'one', 2, 300)
    expect(resetAt).toBeGreaterThan(before + 200)
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 300)
    const admitted = async (store: typeof a.store, member: string) =>
      (await store.admit('lead:site-clients:shared', member, 2, 300)).admitted
    expect([
      await admitted(a.store, 'one'),
      await admitted(b.store, 'two'),
      await admitted(a.store, 'three'),
    ]).toEqual([true, true, false])
    expect([
      await admitted(b.store, 'one'),
      await admitted(a.store, 'two'),
      await admitted(b.store, 'three'),
    ]).toEqual([true, true, false])
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await admitted(b.store, 'three')).toBe(true)
  })

  it('counts in the process while Redis answers but refuses to store (out of memory), instead of failing the request', async () => {
    const { client, store } = instanceStore()
    await ready(client)
    await client.configSet({ maxmemory: '1', 'maxmemory-policy': 'noeviction' })
    try {
      await expect(client.set(`${keyPrefix}probe`, 'x')).rejects.toThrow(/OOM/)
      expect((await store.increment('login:client:full', 60_000)).count).toBe(1)
      expect((await store.increment('login:client:full', 60_000)).count).toBe(2)
      await store.decrement('login:client:full')
      expect((await store.increment('login:client:full', 60_000)).count).toBe(2)
      expect((await store.admit('lead:site-clients:full', 'one', 1, 60_000)).admitted).toBe(true)
      expect((await store.admit('lead:site-clients:full', 'two', 1, 60_000)).admitted).toBe(false)
    } finally {
      await client.configSet({ maxmemory: '0' })
    }
  })

  it('counts in the process while Redis is unreachable instead of failing the request', async () => {
    const { client, store } = instanceStore()
    await ready(client)
    await redis.stop()
    await new Promise((resolve) => setTimeout(resolve, 200))
    const started = Date.now()
    expect((await store.increment('lead:client:outage', 60_000)).count).toBe(1)
    expect((await store.increment('lead:client:outage', 60_000)).count).toBe(2)
    expect(Date.now() - started).toBeLessThan(1_000)
  })
})
