import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

/**
 * The page cache of a server without Redis (src/content/cache/redis-cache-handler.mjs), as Next creates it: in the
 * process's memory, so a restart starts empty, and expired through Next's tags.
 */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'))
fs.mkdirSync(path.join(distDir, 'server'))
fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-a')

afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))

async function cacheHandler() {
  delete process.env.REDIS_URL
  const { default: CacheHandler } = await import('@/content/cache/redis-cache-handler.mjs')
  return new CacheHandler({ serverDistDir: path.join(distDir, 'server'), dev: false } as never)
}

const entry = (body: string) =>
  ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false }) as never

describe('the page cache of a server without Redis', () => {
  it("drops the entries of a tag that Next expires, and no other tag's", async () => {
    const handler = await cacheHandler()
    await handler.set('packages', entry('old price'), { tags: ['content:packages'] } as never)
    await handler.set('header', entry('header'), { tags: ['content:header'] } as never)
    expect(await handler.get('packages', { softTags: [] } as never)).not.toBeNull()
    await handler.revalidateTag('content:packages')
    expect(await handler.get('packages', { softTags: [] } as never)).toBeNull()
    expect(await handler.get('header', { softTags: [] } as never)).not.toBeNull()
  })
})
