import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { describe, expect, it } from 'vitest'

import { expireTagOutsideRequest } from '@/content/next-tags-manifest'

const require = createRequire(import.meta.url)
const incrementalCache = path.dirname(
  require.resolve('next/dist/server/lib/incremental-cache/tags-manifest.external.js'),
)

/**
 * What src/content/next-tags-manifest.ts relies on in Next's internals: the module is where it imports it
 * from, Next's own caches read their tags from that module, and an expiry written there is one Next honours.
 */
describe("Next's tag store, the project's one import of Next's internals", () => {
  it.each(['file-system-cache.js', 'index.js'])(
    "is the store Next's %s reads its tags from",
    (file) => {
      const source = fs.readFileSync(path.join(incrementalCache, file), 'utf8')
      expect(source).toMatch(/require\("\.\/tags-manifest\.external(\.js)?"\)/)
    },
  )

  it('takes an expiry written outside a request as Next judges a cache entry made before it', async () => {
    const renderedAt = performance.timeOrigin + performance.now() - 1_000
    const tag = `test-tag-${Date.now()}`
    expect(areTagsExpired([tag], renderedAt)).toBe(false)
    expireTagOutsideRequest(tag)
    // Next compares with its performance clock, which may trail Date.now() by a fraction of a millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(areTagsExpired([tag], renderedAt)).toBe(true)
    expect(areTagsExpired(['another-tag'], renderedAt)).toBe(false)
  })
})
