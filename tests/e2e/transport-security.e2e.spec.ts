import { expect, test } from '@playwright/test'

import { strictTransportSecurity } from '../../src/server/security-headers.mjs'
import { e2e } from './helpers/environment'
import { startSiteServer, type SiteServer } from './helpers/site-server'

/**
 * Strict-Transport-Security tells a browser to reach the site, and with includeSubDomains every host under
 * it, only over HTTPS for two years: sent by a site whose public address is http, it would lock visitors
 * out of whatever under that domain still speaks plain HTTP. The build is the same for both addresses, so
 * the server decides when it starts.
 */

/** Every kind of answer: a page, the admin, Payload's REST, a file, and the server's own refusal of a body over its cap. */
const answers = async (baseURL: string, log = () => '') => {
  const got: Response[] = []
  for (const path of [
    '/admin/login',
    '/api/users/me',
    '/api/packages?depth=0',
    '/robots.txt',
    '/favicon.ico',
  ])
    got.push(await fetch(`${baseURL}${path}`))
  const refused = await fetch(`${baseURL}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: ' '.repeat(2 * 1024 * 1024),
  })
  expect(refused.status, log()).toBe(413)
  expect(
    got.map((response) => response.status),
    log(),
  ).toEqual([200, 200, 200, 200, 200])
  return [...got, refused].map(
    (response) =>
      [new URL(response.url).pathname, response.headers.get('strict-transport-security')] as const,
  )
}

test("the suite's server, on an http SITE_URL, sends no Strict-Transport-Security on any answer", async () => {
  const sent = await answers(e2e.baseURL)
  expect(sent.filter(([, header]) => header !== null)).toEqual([])
  expect((await fetch(e2e.baseURL)).headers.get('strict-transport-security')).toBeNull()
})

test.describe('a server of the same build on an https SITE_URL', () => {
  let server: SiteServer

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await startSiteServer({ SITE_URL: 'https://www.example.com' })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('sends Strict-Transport-Security with includeSubDomains on every answer, its refusals too', async () => {
    expect(strictTransportSecurity.value).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
    const sent = await answers(server.baseURL, () => server.output().slice(-6000))
    expect(sent.filter(([, header]) => header !== strictTransportSecurity.value)).toEqual([])
  })
})
