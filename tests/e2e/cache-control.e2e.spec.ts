import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type PlaywrightWorkerArgs,
} from '@playwright/test'

import { contactBody } from '../../scripts/lib/lead-bodies'
import { signReviewLink } from '../../src/reviews/token'
import { publicPageCacheControl } from '../../src/server/http/cache-control.mjs'
import { samples } from '../int/attachments.samples'
import { authHeader, createStaff } from './helpers/admin'
import { directives } from './helpers/cache-control'
import { query } from './helpers/db'
import { e2e } from './helpers/environment'

/**
 * Cache-Control of every route group of the built server. A CDN keys its copies by address alone: an answer
 * that depends on a token, a cookie or a session must be `private, no-store`, or the next visitor of the
 * same address is shown the first one's page (docs/operations.md, "Behind a CDN").
 */

/** Payload takes the session cookie from an API client only with the site's Origin, as a browser sends it. */
const origin = { origin: e2e.baseURL }
const unique = `${Date.now()}${process.pid}`
const email = `cache-control-${unique}@example.org`

type Clients = {
  anonymous: APIRequestContext
  staff: APIRequestContext
  previewing: APIRequestContext
}
let clients: Clients
let reviewToken = ''
let optOutToken = ''
let attachmentFile = ''

async function signedIn(
  playwright: PlaywrightWorkerArgs['playwright'],
  account: { username: string; password: string },
) {
  const context = await playwright.request.newContext({
    baseURL: e2e.baseURL,
    extraHTTPHeaders: origin,
  })
  const login = await context.post('/api/users/login', { data: account })
  expect(login.status(), await login.text()).toBe(200)
  return context
}

test.beforeAll(async ({ playwright }) => {
  // The owner's login while creating the account leaves a cookie in its client: not the anonymous one.
  const byOwner = await playwright.request.newContext({ baseURL: e2e.baseURL })
  const account = await createStaff(byOwner)
  await byOwner.dispose()
  const anonymous = await playwright.request.newContext({ baseURL: e2e.baseURL })
  const [staff, previewing] = await Promise.all([
    signedIn(playwright, account),
    signedIn(playwright, account),
  ])
  clients = { anonymous, staff, previewing }

  const sent = await anonymous.post('/api/contact', {
    data: contactBody({ name: 'Cache Checker', email }),
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const [{ id: leadId }] = await query<{ id: string }>(
    'SELECT id FROM contact_submissions WHERE email = $1',
    [email],
  )
  const secret = process.env.E2E_PAYLOAD_SECRET ?? ''
  reviewToken = signReviewLink(secret, {
    purpose: 'review',
    collection: 'contact-submissions',
    leadId,
  })
  optOutToken = signReviewLink(secret, {
    purpose: 'optOut',
    collection: 'contact-submissions',
    leadId,
  })

  const { screenshot } = samples
  const uploaded = await anonymous.post('/api/contact/attachments', {
    multipart: {
      files: { name: screenshot.name, mimeType: screenshot.type, buffer: screenshot.bytes },
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const [{ id: attachmentId }] = (await uploaded.json()).attachments as { id: string }[]
  ;[{ filename: attachmentFile }] = await query<{ filename: string }>(
    'SELECT filename FROM lead_attachments WHERE id = $1',
    [attachmentId],
  )

  // Draft mode in this client only: Next's draft-mode cookie beside the session.
  const preview = await previewing.get('/api/preview?path=/', { maxRedirects: 0 })
  expect(preview.status()).toBe(307)
  expect(preview.headers()['set-cookie']).toContain('__prerender_bypass=')
})

test.afterAll(async () => {
  await Promise.all(Object.values(clients ?? {}).map((client) => client.dispose()))
})

type Case = {
  name: string
  status: number
  answer: (clients: Clients) => Promise<APIResponse>
  shows?: () => string
}

const noRedirect = { maxRedirects: 0 }

// Each answer here differs by the token in its address or by the caller's cookies.
const personal: Case[] = [
  {
    name: 'an open review link',
    status: 200,
    answer: ({ anonymous }) => anonymous.get(`/review/${reviewToken}`),
    shows: () => 'data-testid="review-open"',
  },
  {
    name: 'a review link that is no link',
    status: 200,
    answer: ({ anonymous }) => anonymous.get('/review/not-a-link'),
    shows: () => 'data-testid="review-invalid"',
  },
  {
    name: 'an opt-out link, which shows the address',
    status: 200,
    answer: ({ anonymous }) => anonymous.get(`/review/opt-out/${optOutToken}`),
    shows: () => email,
  },
  {
    name: 'a review sent without a link',
    status: 400,
    answer: ({ anonymous }) => anonymous.post('/api/customer-reviews', { data: {} }),
  },
  {
    name: 'the admin, signed out',
    status: 200,
    answer: ({ anonymous }) => anonymous.get('/admin', noRedirect),
  },
  {
    name: "the admin's login page",
    status: 200,
    answer: ({ anonymous }) => anonymous.get('/admin/login'),
  },
  { name: 'the admin, signed in', status: 200, answer: ({ staff }) => staff.get('/admin') },
  {
    name: '/api/users/me, signed in',
    status: 200,
    answer: ({ staff }) => staff.get('/api/users/me'),
    shows: () => '"role":"staff"',
  },
  {
    name: '/api/users/me, signed out',
    status: 200,
    answer: ({ anonymous }) => anonymous.get('/api/users/me'),
  },
  {
    name: 'a REST list, anonymous',
    status: 200,
    answer: ({ anonymous }) => anonymous.get('/api/packages?depth=0'),
  },
  {
    name: 'a REST list, signed in',
    status: 200,
    answer: ({ staff }) => staff.get('/api/contact-submissions?depth=0&limit=1'),
  },
  {
    name: 'a REST list with a token in the header',
    status: 200,
    answer: async ({ anonymous, staff }) =>
      anonymous.get('/api/packages?depth=0', { headers: authHeader(await tokenOf(staff)) }),
  },
  {
    name: 'a lead refused',
    status: 400,
    answer: ({ anonymous }) => anonymous.post('/api/contact', { data: {} }),
  },
  {
    name: 'a lead endpoint asked with GET',
    status: 405,
    answer: ({ anonymous }) => anonymous.get('/api/contact'),
  },
  {
    name: 'a package request refused',
    status: 400,
    answer: ({ anonymous }) => anonymous.post('/api/package-purchase', { data: {} }),
  },
  {
    name: 'the health check',
    status: 200,
    answer: ({ anonymous }) => anonymous.get('/api/health'),
  },
  {
    name: 'the preview route, signed out',
    status: 307,
    answer: ({ anonymous }) => anonymous.get('/api/preview?path=/', noRedirect),
  },
  // Asked by the client already in draft mode: the cookie it sets would put any other client in it.
  {
    name: 'the preview route, signed in',
    status: 307,
    answer: ({ previewing }) => previewing.get('/api/preview?path=/website-design', noRedirect),
  },
  {
    name: 'a page in draft mode',
    status: 200,
    answer: ({ previewing }) => previewing.get('/'),
    shows: () => 'preview-bar',
  },
  {
    name: 'a page in draft mode, client navigation',
    status: 200,
    answer: ({ previewing }) => previewing.get('/website-design', { headers: { rsc: '1' } }),
  },
  {
    name: 'an attachment downloaded by staff',
    status: 200,
    answer: ({ staff }) => staff.get(`/api/lead-attachments/file/${attachmentFile}`),
  },
]

/** A JWT of the session this client holds, as a script sends it in a header. */
async function tokenOf(client: APIRequestContext) {
  const me = await client.get('/api/users/me')
  return ((await me.json()) as { token: string }).token
}

for (const { name, status, answer, shows } of personal) {
  test(`${name}: private, no-store`, async () => {
    const response = await answer(clients)
    expect(response.status(), response.url()).toBe(status)
    if (shows) expect(await response.text()).toContain(shows())
    const cacheControl = directives(response.headers()['cache-control'])
    expect(cacheControl, response.headers()['cache-control']).toMatchObject({
      private: true,
      'no-store': true,
    })
    expect(cacheControl).not.toHaveProperty('public')
    expect(cacheControl).not.toHaveProperty('s-maxage')
  })
}

// The same for every visitor: a CDN keeps them a minute, as before.
const publicPages = ['/', '/website-design', '/app-development', '/sitemap.xml', '/robots.txt']

for (const path of publicPages) {
  test(`${path}: ${publicPageCacheControl}`, async () => {
    const response = await clients.anonymous.get(path)
    expect(response.status()).toBe(200)
    expect(directives(response.headers()['cache-control'])).toEqual(
      directives(publicPageCacheControl),
    )
  })
}

test('a public page asked by a signed-in visitor outside draft mode is the public page', async () => {
  const response = await clients.staff.get('/website-design')
  expect(response.status()).toBe(200)
  expect(directives(response.headers()['cache-control'])).toEqual(
    directives(publicPageCacheControl),
  )
})

// Next answers an unknown address with its own Cache-Control, over the rule for public pages: kept by no one.
test('a 404 is kept by no cache, as before', async () => {
  const response = await clients.anonymous.get('/no-such-page')
  expect(response.status()).toBe(404)
  const cacheControl = directives(response.headers()['cache-control'])
  expect(cacheControl).toMatchObject({ 'no-store': true })
  expect(cacheControl).not.toHaveProperty('public')
})
