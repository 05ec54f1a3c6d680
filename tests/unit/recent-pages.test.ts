import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { forgetRecentPages, recentPageMilliseconds, serveRecentPages } from '@/server/recent-pages'

const publicPage = 'public, max-age=0, s-maxage=60, stale-if-error=86400'

/** A stand-in for Next: numbers its answers, so a kept answer shows as an earlier number. */
let rendered = 0
function application(request: http.IncomingMessage, response: http.ServerResponse) {
  rendered += 1
  const url = new URL(request.url ?? '/', 'http://localhost')
  const body = `page ${rendered} of ${url.pathname}`
  response.statusCode = url.pathname === '/missing' ? 404 : 200
  response.setHeader('cache-control', url.pathname === '/private' ? 'private, no-store' : publicPage)
  response.setHeader('x-frame-options', 'DENY')
  if (url.pathname === '/sets-cookie') response.setHeader('set-cookie', 'visitor=1')
  if (/gzip/.test(String(request.headers['accept-encoding'] ?? ''))) {
    response.setHeader('content-encoding', 'gzip')
    response.end(gzipSync(body))
    return
  }
  // Written in two parts, as a streamed render is; /slow ends only when the test lets it.
  response.write(body.slice(0, 4))
  if (url.pathname === '/slow') finishSlow = () => response.end(body.slice(4))
  else response.end(body.slice(4))
}

let finishSlow = () => {}

let server: http.Server
let origin: string

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${origin}${path}`, { method, headers })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

beforeAll(async () => {
  serveRecentPages()
  server = http.createServer(application)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => forgetRecentPages())

describe('recent public pages answered from memory', () => {
  it('answers a repeated page view with the same bytes and headers without asking the application', async () => {
    const first = await get('/', { 'accept-encoding': 'identity' })
    const before = rendered
    const again = await get('/', { 'accept-encoding': 'identity' })
    expect(rendered).toBe(before)
    expect(again.body).toBe(first.body)
    expect(again.headers.get('cache-control')).toBe(publicPage)
    expect(again.headers.get('x-frame-options')).toBe('DENY')
    expect(again.headers.get('content-length')).toBe(String(Buffer.byteLength(first.body)))
  })

  it('keeps each encoding apart, compressed once', async () => {
    const plain = await get('/', { 'accept-encoding': 'identity' })
    const zipped = await get('/', { 'accept-encoding': 'gzip' })
    expect(zipped.body).not.toBe(plain.body)
    const before = rendered
    const zippedAgain = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } })
    expect(zippedAgain.headers.get('content-encoding')).toBe('gzip')
    expect(await zippedAgain.text()).toBe(zipped.body)
    expect(rendered).toBe(before)
  })

  it('asks the application again once the second is over, and after content changed', async () => {
    const first = await get('/website-design')
    expect((await get('/website-design')).body).toBe(first.body)
    forgetRecentPages()
    const afterEdit = await get('/website-design')
    expect(afterEdit.body).not.toBe(first.body)
    await new Promise((resolve) => setTimeout(resolve, recentPageMilliseconds + 50))
    expect((await get('/website-design')).body).not.toBe(afterEdit.body)
  })

  it('does not keep a page that was rendering when content changed', async () => {
    const before = rendered
    const firstRequest = get('/slow', { 'accept-encoding': 'identity' })
    await expect.poll(() => rendered).toBe(before + 1)
    forgetRecentPages()
    finishSlow()
    const first = await firstRequest
    const afterEdit = get('/slow', { 'accept-encoding': 'identity' })
    await expect.poll(() => rendered).toBe(before + 2)
    finishSlow()
    expect((await afterEdit).body).not.toBe(first.body)
  })

  it('answers HEAD from a kept page without a body', async () => {
    await get('/app-development')
    const before = rendered
    const head = await get('/app-development', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
    expect(rendered).toBe(before)
  })

  it.each([
    ['a cookie (a signed-in user, a draft preview)', { cookie: 'payload-token=abc' }],
    ['credentials', { authorization: 'Bearer abc' }],
    ['a conditional request', { 'if-none-match': '"abc"' }],
    ['a client-side navigation', { rsc: '1' }],
    ['a prefetch', { 'next-router-prefetch': '1' }],
  ])('always passes a request with %s to the application', async (_case, headers) => {
    await get('/')
    const before = rendered
    await get('/', headers)
    await get('/', headers)
    expect(rendered).toBe(before + 2)
  })

  it.each([
    ['an API answer', '/api/packages'],
    ['the admin', '/admin'],
    ["Next's own files", '/_next/data/x.json'],
    ['a page that is not public', '/private'],
    ['a page that sets a cookie', '/sets-cookie'],
    ['a missing page', '/missing'],
  ])('never keeps %s', async (_case, path) => {
    const first = await get(path)
    const again = await get(path)
    expect(again.body).not.toBe(first.body)
  })

  it('never answers a POST from memory', async () => {
    await get('/')
    const before = rendered
    await fetch(`${origin}/`, { method: 'POST', body: 'x' })
    expect(rendered).toBe(before + 1)
  })
})
