import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { attachmentMessages, uploadBodyLimitBytes } from '@/leads/attachments'
import { leadBodyLimitBytes } from '@/leads/constants'
import { reviewBodyLimitBytes } from '@/reviews/constants'
import {
  apiBodyLimitBytes,
  capOf,
  capRequestBody,
  lengthRequired,
  normalisedPathOf,
} from '@/server/body-limit'
import { securityHeaders } from '@/server/security-headers.mjs'

describe('the body cap of each path', () => {
  it('gives the lead forms 64 KB and answers with the field message the forms show', () => {
    for (const path of ['/api/contact', '/api/package-purchase', '/api/contact/?x=1']) {
      const cap = capOf(path)!
      expect(cap.bytes).toBe(leadBodyLimitBytes)
      expect(JSON.parse(cap.refusal(cap.tooLarge))).toEqual({
        errors: { body: ['The request is too large: at most 64 KB'] },
      })
    }
  })

  it('gives the attachment upload room for three 5 MB files, and names the field', () => {
    const cap = capOf('/api/contact/attachments')!
    expect(cap.bytes).toBe(uploadBodyLimitBytes)
    expect(uploadBodyLimitBytes).toBeGreaterThan(3 * 5 * 1024 * 1024)
    expect(JSON.parse(cap.refusal(cap.tooLarge))).toEqual({
      errors: { attachments: [attachmentMessages.bodyTooLarge] },
    })
  })

  it('gives the review form and its opt-out 16 KB, answered with the field message the form shows', () => {
    for (const path of ['/api/customer-reviews', '/api/customer-reviews/opt-out?token=x']) {
      const cap = capOf(path)!
      expect(cap.bytes).toBe(reviewBodyLimitBytes)
      expect(JSON.parse(cap.refusal(cap.tooLarge))).toEqual({
        errors: { body: ['The request is too large: at most 16 KB'] },
      })
    }
  })

  it("caps Payload's own endpoints at 1 MB, answered as Payload's errors are, and leaves pages and the admin alone", () => {
    for (const path of ['/api/users/login', '/api/graphql', '/api/packages/1?depth=0']) {
      const cap = capOf(path)!
      expect(cap.bytes).toBe(apiBodyLimitBytes)
      expect(JSON.parse(cap.refusal(cap.tooLarge))).toEqual({
        errors: [{ message: 'The request body is larger than 1 MB.' }],
      })
    }
    for (const path of ['/', '/admin/login', '/website-design', '/apix/contact', undefined])
      expect(capOf(path)).toBeUndefined()
  })
})

describe('the path a cap is matched on', () => {
  it('is the one Next routes to: dot segments, repeated slashes and escapes resolved', () => {
    for (const path of [
      '/./api/users/login',
      '//api/users/login',
      '/api/%2e/users/login',
      '/api/%2E%2E/api/users/login',
      '/api%2fusers%2flogin',
      '/api/users/login/',
      '/api/users/login//',
      '\\api\\users\\login',
      '/x/../api/users/login',
      'http://example.com/./api/users/login',
      'HTTPS://example.com//api/users/login',
      '/api/users/login#x',
    ]) {
      expect(normalisedPathOf(path), path).toBe('/api/users/login')
      expect(capOf(path)?.bytes, path).toBe(apiBodyLimitBytes)
    }
    for (const path of ['/./api/contact', '//api/package-purchase', '/api/%2e/contact'])
      expect(capOf(path)?.bytes, path).toBe(leadBodyLimitBytes)
    expect(capOf('/api/./contact/%61ttachments')?.bytes).toBe(uploadBodyLimitBytes)
    expect(normalisedPathOf('/')).toBe('/')
    expect(normalisedPathOf(undefined)).toBe('/')
  })

  it('reads only an absolute URL as one, and keeps an escape that is not of an ASCII character as sent', () => {
    expect(normalisedPathOf('/x/http://example.com/api/users/login')).toBe(
      '/x/http:/example.com/api/users/login',
    )
    expect(normalisedPathOf('h2+x.y-z://example.com/./api/users/login')).toBe('/api/users/login')
    expect(normalisedPathOf('/api/%41%7e%80%C3%A9')).toBe('/api/A~%80%C3%A9')
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
  const server = http.createServer(async (request, response) => {
    if (capRequestBody(request, response)) return
    reached += 1
    let bytes = 0
    for await (const chunk of request) bytes += (chunk as Buffer).length
    response.writeHead(200).end(`read ${bytes}`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port, reached: () => reached }
}

type Answer = { status: number; text: string; headers: http.IncomingHttpHeaders }

/** Posts `bytes` (chunked unless `declared`) and resolves with the answer, stopping its upload when it arrives. */
function post(port: number, path: string, bytes: number, declared: boolean) {
  return new Promise<Answer>((resolve, reject) => {
    let answered = false
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: declared ? { 'content-length': bytes } : {},
      },
      (response) => {
        answered = true
        let text = ''
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, text, headers: response.headers })
          request.destroy()
        })
      },
    )
    request.on('error', reject)
    const chunk = Buffer.alloc(16 * 1024, 'a')
    let sent = 0
    const write = () => {
      while (sent < bytes && !answered) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent))
        sent += piece.length
        if (!request.write(piece)) return void request.once('drain', write)
      }
      if (!answered) request.end()
    }
    write()
  })
}

describe('a body at a server, against its cap', () => {
  let site: Awaited<ReturnType<typeof cappedServer>>
  beforeAll(async () => (site = await cappedServer()))
  afterAll(() => new Promise((resolve) => site.server.close(resolve)))

  it('is answered 413 on every spelling of a capped path when its declared length is over the cap, before the application', async () => {
    const before = site.reached()
    for (const path of [
      '/api/users/login',
      '/./api/users/login',
      '//api/users/login',
      '/api/%2e/users/login',
    ]) {
      const answer = await post(site.port, path, 2 * 1024 * 1024, true)
      expect(answer.status, path).toBe(413)
      expect(JSON.parse(answer.text)).toEqual({
        errors: [{ message: 'The request body is larger than 1 MB.' }],
      })
    }
    expect(site.reached()).toBe(before)
  })

  it('is answered 411 when sent to /api/ without a length, however short, before the application', async () => {
    const before = site.reached()
    for (const [path, field] of [
      ['/api/contact', 'body'],
      ['/api/contact/attachments', 'attachments'],
    ] as const) {
      const answer = await post(site.port, path, 10, false)
      expect(answer.status, path).toBe(411)
      expect(JSON.parse(answer.text)).toEqual({ errors: { [field]: [lengthRequired] } })
    }
    const login = await post(site.port, '/./api/users/login', 2 * 1024 * 1024, false)
    expect(login.status).toBe(411)
    expect(JSON.parse(login.text)).toEqual({ errors: [{ message: lengthRequired }] })
    expect(site.reached()).toBe(before)
  })

  it('reaches the application whole within its cap, and on a page whatever its size or framing', async () => {
    expect(await post(site.port, '/api/users/login', 512 * 1024, true)).toMatchObject({
      status: 200,
      text: `read ${512 * 1024}`,
    })
    expect(await post(site.port, '/api/users/logout', 0, true)).toMatchObject({
      status: 200,
      text: 'read 0',
    })
    expect(await post(site.port, '/website-design', 2 * 1024 * 1024, false)).toMatchObject({
      status: 200,
      text: `read ${2 * 1024 * 1024}`,
    })
    expect(await post(site.port, '/website-design', 2 * 1024 * 1024, true)).toMatchObject({
      status: 200,
      text: `read ${2 * 1024 * 1024}`,
    })
  })

  it('takes a body of exactly its cap whole, and refuses one byte more', async () => {
    expect(await post(site.port, '/api/contact', leadBodyLimitBytes, true)).toMatchObject({
      status: 200,
      text: `read ${leadBodyLimitBytes}`,
    })
    const over = await post(site.port, '/api/contact', leadBodyLimitBytes + 1, true)
    expect(over.status).toBe(413)
    expect(JSON.parse(over.text)).toEqual({
      errors: { body: ['The request is too large: at most 64 KB'] },
    })
  })

  it("answers each refusal as JSON with the site's security headers, which Next would otherwise add, and closes its connection", async () => {
    for (const declared of [true, false]) {
      const { headers } = await post(site.port, '/api/contact', 2 * 1024 * 1024, declared)
      expect(headers['content-type']).toBe('application/json; charset=utf-8')
      expect(headers.connection).toBe('close')
      expect(
        securityHeaders.filter(({ key, value }) => headers[key.toLowerCase()] !== value),
      ).toEqual([])
    }
  })
})

/**
 * Raw HTTP over one socket: the request head, then `bytes` of body, sent at the pace the server reads it,
 * and then, unless `finish` is false, nothing more. Resolves with what the server sent and how long after
 * the last byte sent the server closed the connection.
 */
function rawPost(port: number, head: string, bytes: number, finish = true) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let sentAll = Date.now()
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - sentAll }))
    socket.write(head)
    const chunk = 'a'.repeat(64 * 1024)
    let left = finish ? bytes : bytes - chunk.length
    const write = () => {
      while (left > 0) {
        left -= chunk.length
        if (!socket.write(chunk)) return void socket.once('drain', write)
      }
      socket.write('', () => (sentAll = Date.now()))
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

  it.each(['keep-alive', 'close'])(
    'is closed once the declared body has arrived, not while it is still sent (Connection: %s)',
    async (connection) => {
      const bytes = 2 * 1024 * 1024
      const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${bytes}\r\nConnection: ${connection}\r\n\r\n`
      const { answer, closedAfterMs } = await rawPost(site.port, head, bytes)
      expect(answer).toMatch(/^HTTP\/1\.1 413 /)
      expect(answer).toContain('64 KB')
      expect(closedAfterMs).toBeLessThan(2_000)
    },
  )

  it('is closed a few seconds after the refusal when the client never finishes sending', async () => {
    const bytes = 2 * 1024 * 1024
    const head = `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${bytes}\r\n\r\n`
    const { answer, closedAfterMs } = await rawPost(site.port, head, bytes, false)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(closedAfterMs).toBeGreaterThan(4_000)
    expect(closedAfterMs).toBeLessThan(8_000)
  }, 15_000)
})
