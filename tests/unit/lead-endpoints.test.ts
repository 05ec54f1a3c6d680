import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { leadNotSaved } from '@/leads/intake/endpoint'
import { serveLeadEndpoints } from '@/server/lead-endpoints'

let server: http.Server
let origin: string
let reachedApplication = 0

beforeAll(async () => {
  // Payload unreachable: the intake cannot even start, which only the hook's own last line can answer.
  serveLeadEndpoints(() => Promise.reject(new Error('the database is gone')))
  server = http.createServer((_request, response) => {
    reachedApplication += 1
    response.end('application')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

describe('the lead endpoints, answered before the application', () => {
  it.each(['/api/contact', '/api/package-purchase'])('%s answers 503 with the form\'s message when the intake cannot run', async (path) => {
    const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: leadNotSaved })
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 405 with Allow: POST to other methods', async () => {
    const response = await fetch(`${origin}/api/contact`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('leaves every other path, the attachment upload among them, to the application', async () => {
    const before = reachedApplication
    for (const path of ['/api/contact/attachments', '/api/contacts', '/', '/api/package-purchase/x']) {
      expect(await (await fetch(`${origin}${path}`, { method: 'POST', body: 'x' })).text()).toBe('application')
    }
    expect(reachedApplication).toBe(before + 4)
  })
})
