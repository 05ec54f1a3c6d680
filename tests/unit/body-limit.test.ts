import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { uploadBodyLimitBytes } from '@/leads/attachments'
import { leadBodyLimitBytes } from '@/leads/constants'
import { reviewBodyLimitBytes } from '@/reviews/constants'
import { apiBodyLimitBytes, CappedRequest, capOf, capRequestBody, normalisedPathOf, RefusableResponse } from '@/server/body-limit'
import { securityHeaders } from '@/server/security-headers.mjs'

describe('the body cap of each path', () => {
  it('gives the lead forms 64 KB and answers with the field message the forms show', () => {
    for (const path of ['/api/contact', '/api/package-purchase', '/api/contact/?x=1']) {
      const cap = capOf(path)
      expect(cap?.bytes).toBe(leadBodyLimitBytes)
      expect(JSON.parse(cap!.refusal)).toEqual({ errors: { body: [expect.stringContaining('64 KB')] } })
    }
  })

  it('gives the attachment upload room for three 5 MB files, and names the field', () => {
    const cap = capOf('/api/contact/attachments')
    expect(cap?.bytes).toBe(uploadBodyLimitBytes)
    expect(uploadBodyLimitBytes).toBeGreaterThan(3 * 5 * 1024 * 1024)
    expect(Object.keys(JSON.parse(cap!.refusal).errors)).toEqual(['attachments'])
  })

  it('gives the review form and its opt-out 16 KB, answered with the field message the form shows', () => {
    for (const path of ['/api/customer-reviews', '/api/customer-reviews/opt-out?token=x']) {
      const cap = capOf(path)
      expect(cap?.bytes).toBe(reviewBodyLimitBytes)
      expect(JSON.parse(cap!.refusal)).toEqual({ errors: { body: [expect.stringContaining('16 KB')] } })
    }
  })

  it("caps Payload's own endpoints at 1 MB and leaves pages and the admin alone", () => {
    for (const path of ['/api/users/login', '/api/graphql', '/api/packages/1?depth=0']) expect(capOf(path)?.bytes).toBe(apiBodyLimitBytes)
    for (const path of ['/', '/admin/login', '/website-design', undefined]) expect(capOf(path)).toBeUndefined()
  })
})

describe('the path a cap is matched on', () => {
  it('is the one Next routes to: dot segments, repeated slashes and escapes resolved', () => {
    for (const path of ['/./api/users/login', '//api/users/login', '/api/%2e/users/login', '/api/%2E%2E/api/users/login', '/api%2fusers%2flogin', '/api/users/login/', '\\api\\users\\login', '/x/../api/users/login', 'http://example.com/./api/users/login']) {
      expect(normalisedPathOf(path), path).toBe('/api/users/login')
      expect(capOf(path)?.bytes, path).toBe(apiBodyLimitBytes)
    }
    for (const path of ['/./api/contact', '//api/package-purchase', '/api/%2e/contact']) expect(capOf(path)?.bytes, path).toBe(leadBodyLimitBytes)
    expect(capOf('/api/./contact/%61ttachments')?.bytes).toBe(uploadBodyLimitBytes)
  })

  it('keeps a malformed escape as sent, and caps a target no URL parser reads', () => {
    expect(normalisedPathOf('/api/%zz/login')).toBe('/api/%zz/login')
    expect(normalisedPathOf('/%2fapi%2Fusers/login/%zz')).toBe('/api/users/login/%zz')
    expect(normalisedPathOf('http://[bad/api/users/login')).toBeUndefined()
    expect(capOf('http://[bad/api/users/login')?.bytes).toBe(apiBodyLimitBytes)
  })
})

/** The server's body step in front of a stand-in for Next that reads the whole body and says how much it got. */
async function cappedServer() {
  let reached = 0
  const server = http.createServer<typeof CappedRequest, typeof RefusableResponse<CappedRequest>>(
    { IncomingMessage: CappedRequest, ServerResponse: RefusableResponse },
    async (request, response) => {
      if (capRequestBody(request, response)) return
      reached += 1
      let bytes = 0
      for await (const chunk of request) bytes += (chunk as Buffer).length
      response.writeHead(200).end(`read ${bytes}`)
      // As Next does when a handler's body ended early: a refused request's connection must outlive it.
      request.destroy()
      response.destroy()
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port, reached: () => reached }
}

/** Posts `bytes` (chunked unless `declared`) and resolves with the answer, stopping its upload when it arrives. */
function post(port: number, path: string, bytes: number, declared: boolean) {
  return new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: declared ? { 'content-length': bytes } : {} }, (response) => {
      let text = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }))
    })
    request.on('error', reject)
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const write = () => {
      while (sent < bytes && !request.destroyed) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once('drain', write)
      }
      request.end()
    }
    write()
  })
}

describe('a body over its cap, at a server', () => {
  let site: Awaited<ReturnType<typeof cappedServer>>
  beforeAll(async () => (site = await cappedServer()))
  afterAll(() => new Promise((resolve) => site.server.close(resolve)))

  it.each([true, false])('is answered 413 on every spelling of a capped path (Content-Length declared: %s)', async (declared) => {
    for (const path of ['/api/users/login', '/./api/users/login', '//api/users/login', '/api/%2e/users/login']) {
      const answer = await post(site.port, path, 2 * 1024 * 1024, declared)
      expect(answer.status, path).toBe(413)
      expect(JSON.parse(answer.text).errors[0].message).toContain('1 MB')
    }
  })

  it('never reaches the application when the declared length is over the cap', async () => {
    const before = site.reached()
    expect((await post(site.port, '/api/graphql', 2 * 1024 * 1024, true)).status).toBe(413)
    expect(site.reached()).toBe(before)
  })

  it('leaves a body within its cap, and every page body, whole', async () => {
    expect(await post(site.port, '/api/users/login', 512 * 1024, false)).toMatchObject({ status: 200, text: `read ${512 * 1024}` })
    expect(await post(site.port, '/website-design', 2 * 1024 * 1024, false)).toMatchObject({ status: 200, text: `read ${2 * 1024 * 1024}` })
  })

  it.each([true, false])('takes a body of exactly its cap whole, and refuses one byte more (Content-Length declared: %s)', async (declared) => {
    expect(await post(site.port, '/api/contact', leadBodyLimitBytes, declared)).toMatchObject({ status: 200, text: `read ${leadBodyLimitBytes}` })
    expect((await post(site.port, '/api/contact', leadBodyLimitBytes + 1, declared)).status).toBe(413)
  })

  it("answers its refusal as JSON with the site's security headers, which Next would otherwise add", async () => {
    const { headers } = await post(site.port, '/api/contact', 2 * 1024 * 1024, false)
    expect(headers['content-type']).toBe('application/json; charset=utf-8')
    expect(securityHeaders.filter(({ key, value }) => headers[key.toLowerCase()] !== value)).toEqual([])
  })
})

describe('an application still answering a request refused meanwhile', () => {
  let server: http.Server<typeof CappedRequest, typeof RefusableResponse<CappedRequest>>
  let port: number
  const outcomes: string[] = []

  beforeAll(async () => {
    server = http.createServer<typeof CappedRequest, typeof RefusableResponse<CappedRequest>>(
      { IncomingMessage: CappedRequest, ServerResponse: RefusableResponse },
      async (request, response) => {
        if (capRequestBody(request, response)) return
        for await (const chunk of request) void chunk
        // What Next may still do with a response the cap has answered: none of it may throw or reach the client.
        try {
          response.setHeader('x-late', 'set')
          response.appendHeader('x-late', 'appended')
          response.removeHeader('content-type')
          response.flushHeaders()
          response.writeHead(200, { 'x-late': 'written' })
          response.write('late body', (error?: Error | null) => outcomes.push(error ? `write failed: ${error.message}` : 'write called back'))
          response.end('late end', () => outcomes.push('end called back'))
          outcomes.push('no error')
        } catch (error) {
          outcomes.push(`threw ${(error as Error).message}`)
        }
      },
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('sends the client the refusal alone, and calls the application back as if it had been sent', async () => {
    const answer = await post(port, '/api/contact', 2 * 1024 * 1024, false)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.text)).toEqual({ errors: { body: [expect.stringContaining('64 KB')] } })
    expect(answer.headers['x-late']).toBeUndefined()
    await expect.poll(() => outcomes).toEqual(['no error', 'write called back', 'end called back'])
  })
})

/**
 * Raw HTTP over one socket: the request head, then `body` (or, when it is a number, that many bytes), sent at
 * the pace the server reads it. Resolves with what the server sent and how long after the last byte sent
 * the server closed the connection.
 */
function rawPost(port: number, head: string, body: string | number) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let sentAll = Date.now()
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - sentAll }))
    socket.write(head)
    const chunk = 'a'.repeat(64 * 1024)
    let left = typeof body === 'number' ? body : 0
    const write = () => {
      while (left > 0) {
        left -= chunk.length
        if (!socket.write(chunk)) return void socket.once('drain', write)
      }
      socket.write(typeof body === 'string' ? body : '', () => (sentAll = Date.now()))
    }
    write()
  })
}

describe('the connection of a refused body', () => {
  let site: Awaited<ReturnType<typeof cappedServer>>
  beforeAll(async () => {
    site = await cappedServer()
    // Raised as behind a load balancer, whose idle timeout it must outlast: the refusal's own limit still holds.
    site.server.keepAliveTimeout = 60_000
  })
  afterAll(() => new Promise((resolve) => site.server.close(resolve)))

  it('is closed once the declared body has arrived when the client asked to close it, not while it still sends', async () => {
    const bytes = 2 * 1024 * 1024
    const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`
    const { answer, closedAfterMs } = await rawPost(site.port, head, bytes)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('64 KB')
    expect(closedAfterMs).toBeLessThan(2_000)
  })

  it('is closed a few seconds after the refusal when the client never finishes sending', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n'
    const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`
    const { answer, closedAfterMs } = await rawPost(site.port, head, `${chunk}${chunk}10000\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(closedAfterMs).toBeGreaterThan(4_000)
    expect(closedAfterMs).toBeLessThan(8_000)
  }, 15_000)
})
