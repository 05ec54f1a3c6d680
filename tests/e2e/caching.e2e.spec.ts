import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { directives } from './helpers/cache-control'

// docs/operations.md, "Behind a CDN": a shared cache may keep a page one minute, so an edit shows everywhere within it.
for (const path of ['/', '/website-design', '/app-development']) {
  test(`${path} may be kept by a CDN for at most a minute and is revalidated by browsers`, async ({
    request,
  }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const cacheControl = directives(response.headers()['cache-control'])
    expect(cacheControl).toMatchObject({ public: true, 'max-age': '0', 's-maxage': '60' })
    expect(cacheControl).not.toHaveProperty('stale-while-revalidate')
  })
}

test('the scripts and styles a page loads are cached for a year as immutable', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map(
    ([, asset]) => asset,
  )
  expect(assets.length).toBeGreaterThan(0)
  for (const asset of new Set(assets)) {
    const response = await request.get(asset)
    expect(response.status(), asset).toBe(200)
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
  }
})

test('every file in public/ (the icons browsers and home screens ask for) is kept a day', async ({
  request,
}) => {
  const files = fs.readdirSync('public')
  expect(files).toContain('favicon.ico')
  for (const file of files) {
    const response = await request.get(`/${file}`)
    expect(response.status(), file).toBe(200)
    expect(directives(response.headers()['cache-control']), file).toEqual({
      public: true,
      'max-age': '86400',
    })
  }
})

// Payload's color-scheme client hint is for the admin alone: sent on a public page, Chromium restarts a first
// visit's navigation to send it, one more round trip before anything paints.
for (const path of ['/', '/website-design', '/app-development', '/no-such-page']) {
  test(`a first visit to ${path} in a fresh browser requests its document once`, async ({
    browser,
  }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const response = await page.goto(path)
    expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200)
    expect(documents).toHaveLength(1)
    expect(response?.headers()['critical-ch']).toBeUndefined()
    await context.close()
  })
}

test('the admin still asks for the color-scheme hint its theme reads', async ({ request }) => {
  const response = await request.get('/admin/login')
  expect(response.headers()['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})
