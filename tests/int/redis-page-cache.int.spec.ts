import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { startTestRedis } from './helpers/redis'

/**
 * The pages several instances share in Redis, as the app reaches them (src/content/redis-page-cache.ts): the
 * entries are written as Next's cache handler writes them (the same library, the same key scheme), and read
 * back straight from Redis.
 */

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-page-cache-'))
let redis: Awaited<ReturnType<typeof startTestRedis>>
let inspect: ReturnType<typeof createClient>
const loaded: { disconnectSharedPages: () => Promise<void> }[] = []

/** The module as a server with these settings loads it (its settings are read once per process). */
async function sharedPages(redisUrl: string | undefined) {
  vi.resetModules()
  if (redisUrl) process.env.REDIS_URL = redisUrl
  else delete process.env.REDIS_URL
  process.env.NEXT_DIST_DIR = distDir
  const sharedPagesModule = await import('@/content/redis-page-cache')
  loaded.push(sharedPagesModule)
  return sharedPagesModule
}

/** A page of build `buildId` as Next's handler stores it, with its tags. */
async function storePage(buildId: string, key: string, tags: string[]) {
  const handler = createRedisHandler({
    client: inspect as Parameters<typeof createRedisHandler>[0]['client'],
    keyPrefix: `site:${buildId}:`,
  })
  await handler.set(
    key,
    {
      value: {
        kind: 'FETCH',
        data: { headers: {}, body: 'page', status: 200, url: key },
        revalidate: false,
      },
      tags,
      lastModified: Date.now(),
      lifespan: null,
    } as never,
    {} as never,
  )
}

const stored = async (buildId: string, key: string) =>
  (await inspect.exists(`site:${buildId}:${key}`)) === 1

beforeAll(async () => {
  redis = await startTestRedis()
  inspect = createClient({ url: redis.url })
  await inspect.connect()
})

beforeEach(async () => {
  await inspect.flushAll()
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-a\n')
})

afterEach(async () => {
  await Promise.all(loaded.splice(0).map((each) => each.disconnectSharedPages()))
})

afterAll(async () => {
  await inspect?.close()
  await redis?.stop()
  fs.rmSync(distDir, { recursive: true, force: true })
  delete process.env.REDIS_URL
})

describe('the shared page cache in Redis', () => {
  it("expires this build's pages of each given tag, and no other page", async () => {
    const { expireSharedPages } = await sharedPages(redis.url)
    await storePage('build-a', 'packages', ['content:packages'])
    await storePage('build-a', 'header', ['content:header'])
    await storePage('build-a', 'both', ['content:header', 'content:packages'])
    await storePage('build-a', 'services', ['content:services'])
    await storePage('build-b', 'packages', ['content:packages'])

    await expireSharedPages(['content:packages'])
    expect([
      await stored('build-a', 'packages'),
      await stored('build-a', 'both'),
      await stored('build-a', 'header'),
      await stored('build-a', 'services'),
    ]).toEqual([false, false, true, true])
    expect(
      await stored('build-b', 'packages'),
      "another build's page, named by its own build id",
    ).toBe(true)

    await expireSharedPages(['content:services', 'content:header'])
    expect([await stored('build-a', 'header'), await stored('build-a', 'services')]).toEqual([
      false,
      false,
    ])
  })

  it('names the pages of a server without a build id (next dev) as dev', async () => {
    fs.rmSync(path.join(distDir, 'BUILD_ID'))
    const { expireSharedPages } = await sharedPages(redis.url)
    await storePage('dev', 'packages', ['content:packages'])
    await expireSharedPages(['content:packages'])
    expect(await stored('dev', 'packages')).toBe(false)
  })

  it("clears every build's pages, keeps what is not a page, and records the generation the next pages come from", async () => {
    const { clearSharedPages, sharedPagesGeneration } = await sharedPages(redis.url)
    expect(await sharedPagesGeneration(), 'nothing recorded yet').toBeNull()
    await storePage('build-a', 'packages', ['content:packages'])
    await storePage('build-b', 'header', ['content:header'])
    // More pages than one scan step returns, among keys that are not pages.
    for (let index = 0; index < 1_200; index += 1)
      await inspect.set(index % 2 ? `site:build-a:page-${index}` : `rate:${index}`, 'x')
    await inspect.set('sites-elsewhere', 'x')

    await clearSharedPages('generation-1')

    expect(await inspect.keys('site:*')).toEqual(['site:content-generation'])
    expect(await sharedPagesGeneration()).toBe('generation-1')
    expect(await inspect.exists('sites-elsewhere')).toBe(1)
    expect((await inspect.keys('rate:*')).length).toBe(600)
  })

  it('records the generation when there are no pages to clear', async () => {
    const { clearSharedPages, sharedPagesGeneration } = await sharedPages(redis.url)
    for (let index = 0; index < 1_200; index += 1) await inspect.set(`rate:${index}`, 'x')
    await clearSharedPages('generation-2')
    expect(await sharedPagesGeneration()).toBe('generation-2')
    expect((await inspect.keys('rate:*')).length).toBe(1_200)
  })

  it('answers its first call as soon as Redis is ready, without waiting out the second it allows', async () => {
    const { sharedPagesGeneration } = await sharedPages(redis.url)
    await inspect.set('site:content-generation', 'generation-3')
    const started = Date.now()
    expect(await sharedPagesGeneration()).toBe('generation-3')
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('connects again after a script let its connection go', async () => {
    const { disconnectSharedPages, sharedPagesGeneration } = await sharedPages(redis.url)
    await inspect.set('site:content-generation', 'generation-5')
    expect(await sharedPagesGeneration()).toBe('generation-5')
    await disconnectSharedPages()
    expect(await sharedPagesGeneration()).toBe('generation-5')
  })

  it('without REDIS_URL asks no Redis: nothing to expire or clear, no generation', async () => {
    const { clearSharedPages, expireSharedPages, sharedPagesGeneration } =
      await sharedPages(undefined)
    await storePage('build-a', 'packages', ['content:packages'])
    const started = Date.now()
    await expireSharedPages(['content:packages'])
    await clearSharedPages('generation-4')
    expect(await sharedPagesGeneration()).toBeNull()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(await stored('build-a', 'packages')).toBe(true)
  })

  it('fails each call after waiting a second for a Redis that went down', async () => {
    const outage = await startTestRedis()
    const { expireSharedPages, sharedPagesGeneration } = await sharedPages(outage.url)
    try {
      expect(await sharedPagesGeneration()).toBeNull()
      await outage.stop()
      const started = Date.now()
      await expect(expireSharedPages(['content:packages'])).rejects.toThrow(/did not answer within/)
      expect(Date.now() - started).toBeGreaterThanOrEqual(990)
      await expect(sharedPagesGeneration()).rejects.toThrow(/did not answer within/)
    } finally {
      await outage.stop()
    }
  })
})
