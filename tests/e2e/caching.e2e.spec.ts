import fs from 'node:fs'

import { expect, test } from '@playwright/test'

const directives = (header: string | undefined) =>
  Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=') as [string, string?]).map(([key, value]) => [key.toLowerCase(), value ?? true]))

// docs/operations.md, "Behind a CDN": a shared cache may keep a page one minute, so an edit shows everywhere within it.
for (const path of ['/', '/website-design', '/app-development']) {
  test(`${path} may be kept by a CDN for at most a minute and is revalidated by browsers`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const cacheControl = directives(response.headers()['cache-control'])
    expect(cacheControl).toMatchObject({ public: true, 'max-age': '0', 's-maxage': '60' })
    expect(cacheControl).not.toHaveProperty('stale-while-revalidate')
  })
}

test('the scripts and styles a page loads are cached for a year as immutable', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map(([, asset]) => asset)
  expect(assets.length).toBeGreaterThan(0)
  for (const asset of new Set(assets)) {
    const response = await request.get(asset)
    expect(response.status(), asset).toBe(200)
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
  }
})

test('every file in public/ (the icons browsers and home screens ask for) is kept a day', async ({ request }) => {
  const files = fs.readdirSync('public')
  expect(files).toContain('favicon.ico')
  for (const file of files) {
    const response = await request.get(`/${file}`)
    expect(response.status(), file).toBe(200)
    expect(directives(response.headers()['cache-control']), file).toEqual({ public: true, 'max-age': '86400' })
  }
})
