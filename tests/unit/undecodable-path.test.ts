import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { securityHeaders } from '@/server/security-headers.mjs'
import { refuseUndecodablePath } from '@/server/undecodable-path'

/** A server with the step as main.ts has it: what it does not refuse reaches the application. */
const site = http.createServer((request, response) => {
  if (refuseUndecodablePath(request, response)) return
  response.end('reached')
})

beforeAll(() => new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve)))
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())))

/** A GET of `path` exactly as written: Node's client sends the escapes as they are. */
function get(path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port: (site.address() as AddressInfo).port, path, agent: false },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
          )
        },
      )
      request.on('error', reject)
    },
  )
}

const message = 'The address is not valid: a percent sign in it must start an escape such as %20.'

describe('a path whose escapes do not decode', () => {
  it("is refused under /api/ with 400 in Payload's error shape, kept by no cache, with the site's security headers", async () => {
    const answer = await get('/api/%')
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.text))
    expect(JSON.parse(answer.text)).toEqual({ errors: [{ message }] })
    expect(
      securityHeaders.filter(({ key, value }) => answer.headers[key.toLowerCase()] !== value),
    ).toEqual([])
  })

  it('is answered as JSON wherever Next would route it to /api/: past dot segments and repeated slashes', async () => {
    for (const path of ['/./api/%zz', '//api/%', '/.//api/x/%E0%A4%A']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(400)
      expect(JSON.parse(answer.text), path).toEqual({ errors: [{ message }] })
    }
  })

  it('is refused elsewhere with a short page that leads home', async () => {
    for (const path of ['/review/%E0%A4%A', '/x/api/%', '/apix/%']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(400)
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8')
      expect(answer.headers['cache-control'], path).toBe('no-store')
      expect(answer.text, path).toContain(`<p>${message}</p>`)
      expect(answer.text, path).toContain('<a href="/">')
    }
  })
})

describe('a path that decodes', () => {
  it('reaches the application, whatever its query holds', async () => {
    for (const path of [
      '/',
      '/api/users',
      '/review/%E2%9C%93',
      '/api/packages?where=%',
      '/x?%E0%A4%A',
    ]) {
      expect(await get(path), path).toMatchObject({ status: 200, text: 'reached' })
    }
  })
})
