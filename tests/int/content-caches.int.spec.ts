import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { createLocalReq, type Payload } from 'payload'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { freePort } from '../helpers/ports'
import { startTestRedis } from './helpers/redis'
import { getTestPayload } from './helpers/test-payload'

/**
 * The caches a server keeps pages in, checked against the content they were filled from: at a start
 * (dropPagesOfOtherContent, on a real build folder in a temp dir and a real Redis) and at a change made
 * outside a Next request (revalidate, as the job runner's scheduled publish calls it).
 */

const distDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-caches-')), 'dist')
let payload: Payload
let redis: Awaited<ReturnType<typeof startTestRedis>>
let inspect: ReturnType<typeof createClient>
const loaded: { disconnectSharedPages: () => Promise<void> }[] = []

/** The content modules as a server with this Redis loads them (its settings are read once per process). */
async function contentModules(redisUrl: string | undefined) {
  vi.resetModules()
  if (redisUrl) process.env.REDIS_URL = redisUrl
  else delete process.env.REDIS_URL
  process.env.NEXT_DIST_DIR = distDir
  const sharedPages = await import('@/content/redis-page-cache')
  loaded.push(sharedPages)
  return { ...(await import('@/content/content-epoch')), ...(await import('@/content/revalidate')) }
}

const databaseGeneration = async () =>
  (await payload.kv.get<{ id: string }>('content-generation'))?.id

/** What Next keeps in the build folder: the pages named by the prerender manifest, and more. */
const diskPages = {
  routeCache: 'server/route-cache/services/page.html',
  fetchCache: 'cache/fetch-cache/query',
  home: 'server/app/index.html',
  homeData: 'server/app/index.rsc',
  designMeta: 'server/app/website-design.meta',
  designBody: 'server/app/website-design.body',
  designSegments: 'server/app/website-design.segments/part/segment.rsc',
  designHtml: 'server/app/website-design.html',
}
/** Files that are not cached content: the build's own. */
const buildFiles = ['server/app/not-prerendered.html', 'server/app/index.js', 'BUILD_ID']

function buildFolder(marker: string | undefined) {
  fs.rmSync(distDir, { recursive: true, force: true })
  for (const file of [...Object.values(diskPages), ...buildFiles]) {
    fs.mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true })
    fs.writeFileSync(path.join(distDir, file), file === 'BUILD_ID' ? 'build-a\n' : 'old content')
  }
  fs.writeFileSync(
    path.join(distDir, 'prerender-manifest.json'),
    JSON.stringify({ routes: { '/': {}, '/website-design': {} } }),
  )
  if (marker) fs.writeFileSync(path.join(distDir, 'content-generation'), `${marker}\n`)
}

const onDisk = (files: string[]) => files.filter((file) => fs.existsSync(path.join(distDir, file)))
const marker = () => fs.readFileSync(path.join(distDir, 'content-generation'), 'utf8')

const pageHandler = () =>
  createRedisHandler({
    client: inspect as Parameters<typeof createRedisHandler>[0]['client'],
    keyPrefix: 'site:build-a:',
  })

async function storeSharedPage(key: string, tags: string[]) {
  await pageHandler().set(
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

const sharedPageStored = async (key: string) => (await inspect.exists(`site:build-a:${key}`)) === 1
const sharedGeneration = () => inspect.get('site:content-generation')

beforeAll(async () => {
  redis = await startTestRedis()
  inspect = createClient({ url: redis.url })
  await inspect.connect()
  process.env.JOBS_AUTORUN = 'false'
  payload = await getTestPayload()
})

beforeEach(async () => {
  await inspect.flushAll()
})

afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(loaded.splice(0).map((each) => each.disconnectSharedPages()))
})

afterAll(async () => {
  await payload?.destroy()
  await inspect?.close()
  await redis?.stop()
  fs.rmSync(path.dirname(distDir), { recursive: true, force: true })
  delete process.env.REDIS_URL
})

describe("a start drops the pages of other content than its database's", () => {
  it("drops the build folder's and the shared pages of another generation, and marks both with the database's", async () => {
    const { dropPagesOfOtherContent, startContentGeneration } = await contentModules(redis.url)
    const generation = await startContentGeneration(payload)
    buildFolder('another-generation')
    await storeSharedPage('packages', ['content:packages'])
    await inspect.set('site:content-generation', 'another-generation')

    await dropPagesOfOtherContent(payload)

    expect(onDisk(Object.values(diskPages))).toEqual([])
    expect(onDisk(buildFiles)).toEqual(buildFiles)
    expect(
      fs
        .readdirSync(path.join(distDir, 'server', 'app'))
        .filter((name) => name.includes('.dropped-')),
    ).toEqual([])
    expect(marker()).toBe(generation)
    expect(await sharedPageStored('packages')).toBe(false)
    expect(await sharedGeneration()).toBe(generation)
  })

  it("keeps both when they are of the database's generation", async () => {
    const { dropPagesOfOtherContent, startContentGeneration } = await contentModules(redis.url)
    const generation = await startContentGeneration(payload)
    buildFolder(generation)
    await storeSharedPage('packages', ['content:packages'])
    await inspect.set('site:content-generation', generation)

    await dropPagesOfOtherContent(payload)

    expect(onDisk(Object.values(diskPages))).toEqual(Object.values(diskPages))
    expect(await sharedPageStored('packages')).toBe(true)
  })

  it('checks each cache on its own: only the one of another generation is dropped', async () => {
    const { dropPagesOfOtherContent, startContentGeneration } = await contentModules(redis.url)
    const generation = await startContentGeneration(payload)
    buildFolder('another-generation')
    await storeSharedPage('packages', ['content:packages'])
    await inspect.set('site:content-generation', generation)
    await dropPagesOfOtherContent(payload)
    expect(onDisk(Object.values(diskPages))).toEqual([])
    expect(await sharedPageStored('packages')).toBe(true)

    buildFolder(generation)
    await inspect.set('site:content-generation', 'another-generation')
    await dropPagesOfOtherContent(payload)
    expect(onDisk(Object.values(diskPages))).toEqual(Object.values(diskPages))
    expect(await sharedPageStored('packages')).toBe(false)
    expect(await sharedGeneration()).toBe(generation)
  })

  it('gives a database without a generation (a new one) its first, and drops the caches', async () => {
    const { dropPagesOfOtherContent } = await contentModules(redis.url)
    await payload.kv.delete('content-generation')
    buildFolder(undefined)
    await storeSharedPage('packages', ['content:packages'])

    await dropPagesOfOtherContent(payload)

    const generation = await databaseGeneration()
    expect(generation).toMatch(/^[0-9a-f-]{36}$/)
    expect(marker()).toBe(generation)
    expect(await sharedGeneration()).toBe(generation)
    expect(onDisk(Object.values(diskPages))).toEqual([])
    expect(await sharedPageStored('packages')).toBe(false)
  })

  it('starts without a build folder (next dev) and writes none', async () => {
    const { dropPagesOfOtherContent } = await contentModules(undefined)
    fs.rmSync(distDir, { recursive: true, force: true })
    await dropPagesOfOtherContent(payload)
    expect(fs.existsSync(distDir)).toBe(false)
  })

  it('fails the start with the reason when a page cannot be dropped', async () => {
    const { dropPagesOfOtherContent } = await contentModules(undefined)
    buildFolder('another-generation')
    // Next's server folder replaced by a file: nothing under it can be moved aside.
    fs.rmSync(path.join(distDir, 'server'), { recursive: true })
    fs.writeFileSync(path.join(distDir, 'server'), 'not a folder')
    await expect(dropPagesOfOtherContent(payload)).rejects.toMatchObject({ code: 'ENOTDIR' })
  })

  it("starts with a Redis that is down: drops the build folder's pages and says the shared ones may be of other content", async () => {
    const { dropPagesOfOtherContent, startContentGeneration } = await contentModules(
      `redis://127.0.0.1:${await freePort()}`,
    )
    const generation = await startContentGeneration(payload)
    buildFolder('another-generation')
    const warn = vi.spyOn(payload.logger, 'warn')

    await dropPagesOfOtherContent(payload)

    expect(onDisk(Object.values(diskPages))).toEqual([])
    expect(marker()).toBe(generation)
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        err: expect.any(Error),
        msg: expect.stringMatching(/shared page cache/),
      }),
    )
  })
})

describe("a change of content made outside a Next request (the job runner's scheduled publish)", () => {
  /** The time Next's tag store last expired the tag at, once it is later than `after`. */
  async function nextExpiryAfter(tag: string, after: number) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const expired = tagsManifest.get(tag)?.expired
      if (expired !== undefined && expired > after) return expired
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`${tag} was not expired again`)
  }

  it("starts a new generation, expires the shared pages and Next's tag now, and both once more a second later", async () => {
    const { revalidate } = await contentModules(redis.url)
    fs.mkdirSync(distDir, { recursive: true })
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-a')
    await storeSharedPage('packages', ['content:packages'])
    await storeSharedPage('header', ['content:header'])
    const before = await databaseGeneration()
    const started = Date.now()

    await revalidate('packages', await createLocalReq({}, payload))

    expect(await databaseGeneration()).not.toBe(before)
    expect(await sharedPageStored('packages')).toBe(false)
    expect(await sharedPageStored('header')).toBe(true)
    const first = tagsManifest.get('content:packages')?.expired ?? 0
    expect(first).toBeGreaterThanOrEqual(started)
    // A page whose render ended after the first expiry, with the data from before the change committed.
    await storeSharedPage('packages', ['content:packages'])

    const second = await nextExpiryAfter('content:packages', first)
    expect(second - first).toBeGreaterThanOrEqual(990)
    expect(await sharedPageStored('packages')).toBe(false)
    expect(await sharedPageStored('header')).toBe(true)
  })

  it("keeps what else Next's tag store holds for the tag", async () => {
    const { revalidate } = await contentModules(undefined)
    tagsManifest.set('content:footer', { stale: 1 })
    const started = Date.now()
    await revalidate('footer', await createLocalReq({}, payload))
    expect(tagsManifest.get('content:footer')).toEqual({ stale: 1, expired: expect.any(Number) })
    expect(tagsManifest.get('content:footer')?.expired).toBeGreaterThanOrEqual(started)
  })

  it("with a Redis that is down, still expires Next's tag and says the shared pages were not", async () => {
    const { revalidate } = await contentModules(`redis://127.0.0.1:${await freePort()}`)
    const warn = vi.spyOn(payload.logger, 'warn')
    const started = Date.now()

    await revalidate('header', await createLocalReq({}, payload))

    expect(tagsManifest.get('content:header')?.expired).toBeGreaterThanOrEqual(started)
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        err: expect.any(Error),
        msg: expect.stringContaining('content:header'),
      }),
    )
  })
})
