import type http from 'node:http'

import { hookRequests } from './request-hook'

/**
 * A second-long memory of public page answers in front of Next, as nginx's micro-caching does: a cached
 * page still costs `next start` its router, cache lookup, header rules and compression on every request
 * (about 2 ms of CPU), which caps a busy page at a few hundred requests a second. Within the second the
 * same bytes, compressed once, go out again. An edit clears it (src/content/revalidate.ts), so the next
 * request shows it.
 *
 * Only answers any visitor would get are kept: GET of a page (not /api, the admin or Next's own paths)
 * without cookies, credentials, conditional or partial headers, or the headers of a client-side
 * navigation; and only a complete 200 that Next marked public (Cache-Control with s-maxage) and that sets
 * no cookie. Draft previews and signed-in users carry cookies, so they always reach Next.
 */

export const recentPageMilliseconds = 1_000
const maxPages = 64
const maxPageBytes = 1024 * 1024

type Page = { headers: http.OutgoingHttpHeaders; body: Buffer; until: number }

type Memory = {
  pages: Map<string, Page>
  /** Counts the forgets, so an answer that began before an edit and ended after it is not kept. */
  generation: number
}

const memoryKey = Symbol.for('site.recentPages')
// One store per process: Next bundles the server hook and the admin's save hooks apart.
const memory = ((globalThis as Record<symbol, unknown>)[memoryKey] ??= { pages: new Map(), generation: 0 }) as Memory
const { pages } = memory

/** Forgets every kept answer: called when published content changes. */
export function forgetRecentPages() {
  memory.generation += 1
  pages.clear()
}

const personalHeaders = [
  'cookie',
  'authorization',
  'if-none-match',
  'if-modified-since',
  'range',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
]

const notPages = /^\/(api|admin|_next)(\/|$|\?)/

/** The key of a request whose answer may be shared, by address and accepted encodings; undefined otherwise. */
export function sharedKeyOf(request: http.IncomingMessage): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  const url = request.url ?? '/'
  if (notPages.test(url)) return undefined
  if (personalHeaders.some((name) => request.headers[name] !== undefined)) return undefined
  return `${url}\n${request.headers['accept-encoding'] ?? ''}`
}

const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

function isShareable(response: http.ServerResponse) {
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  return response.statusCode === 200 && !response.hasHeader('set-cookie') && /^public\b/.test(cacheControl) && /\bs-maxage=/.test(cacheControl)
}

/** Keeps the bytes Next writes (after its compression) and, once the answer is complete, the page. */
function recordAnswer(key: string, response: http.ServerResponse) {
  const begun = memory.generation
  const chunks: Buffer[] = []
  let size = 0
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    size += bytes.length
    if (size <= maxPageBytes) chunks.push(bytes)
  }
  const { write, end } = response
  response.write = function (this: http.ServerResponse, ...args: Parameters<typeof write>) {
    collect(args[0], args[1])
    return Reflect.apply(write, this, args) as boolean
  } as typeof write
  response.end = function (this: http.ServerResponse, ...args: Parameters<typeof end>) {
    collect(args[0], args[1])
    return Reflect.apply(end, this, args) as http.ServerResponse
  } as typeof end
  response.once('finish', () => {
    if (memory.generation !== begun || size > maxPageBytes || !isShareable(response)) return
    const headers = Object.fromEntries(Object.entries(response.getHeaders()).filter(([name]) => !perConnection.has(name)))
    if (pages.size >= maxPages) pages.delete(pages.keys().next().value as string)
    pages.set(key, { headers, body: Buffer.concat(chunks), until: Date.now() + recentPageMilliseconds })
  })
}

/** Answers from memory when a fresh copy is kept; true when it did. */
function answerFromMemory(key: string, request: http.IncomingMessage, response: http.ServerResponse) {
  const page = pages.get(key)
  if (!page) return false
  if (page.until <= Date.now()) {
    pages.delete(key)
    return false
  }
  response.writeHead(200, { ...page.headers, 'content-length': page.body.length })
  response.end(request.method === 'HEAD' ? undefined : page.body)
  return true
}

let installed = false

export function serveRecentPages() {
  if (installed) return
  installed = true
  hookRequests((request, response) => {
    const key = sharedKeyOf(request)
    if (!key) return false
    if (answerFromMemory(key, request, response)) return true
    if (request.method === 'GET') recordAnswer(key, response)
    return false
  })
}
