import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { appendPeerAddress } from '@/server/peer-address'

/** The server's first step, then a stand-in for Next that answers with the X-Forwarded-For it was handed. */
function application(request: http.IncomingMessage, response: http.ServerResponse) {
  appendPeerAddress(request)
  response.end(String(request.headers['x-forwarded-for'] ?? '(none)'))
}

let server: http.Server
let origin: string

const forwardedFor = async (headers: Record<string, string> = {}) =>
  (await fetch(`${origin}/api/contact`, { headers })).text()

beforeAll(async () => {
  server = http.createServer(application)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('the connecting address added to every request', () => {
  it('hands the application the address the request came from when the client named none', async () => {
    expect(await forwardedFor()).toBe('127.0.0.1')
  })

  it('adds the connecting address after whatever the client claimed, so the claim is never the last entry', async () => {
    expect(await forwardedFor({ 'x-forwarded-for': '10.9.9.9' })).toBe('10.9.9.9, 127.0.0.1')
    expect(await forwardedFor({ 'x-forwarded-for': '10.9.9.9, 203.0.113.9' })).toBe(
      '10.9.9.9, 203.0.113.9, 127.0.0.1',
    )
  })
})
