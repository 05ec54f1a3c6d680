import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'

import { getTestPayload } from './helpers/test-payload'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

/** The site's ceiling of stored leads in the window, from any client. */
const siteMax = 6

describe('lead rate limit', () => {
  let payload: Payload
  const fromClient = (address: string, path: string, body: unknown) =>
    new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) })

  beforeAll(async () => {
    process.env.LEADS_RATE_LIMIT_MAX = '2'
    process.env.LEADS_SITE_RATE_LIMIT_MAX = String(siteMax)
    process.env.LEADS_RATE_LIMIT_WINDOW_SECONDS = '600'
    process.env.TRUST_PROXY = 'false'
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('answers a plain 429 to the client over the limit, across both endpoints, and not to others', async () => {
    expect((await receiveContactRequest(fromClient('203.0.113.1', '/api/contact', contactBody()), payload)).status).toBe(201)
    expect((await receivePackageRequest(fromClient('203.0.113.1', '/api/package-purchase', packageBody()), payload)).status).toBe(201)

    const before = (await payload.count({ collection: 'contact-submissions' })).totalDocs
    const limited = await receiveContactRequest(fromClient('203.0.113.1', '/api/contact', contactBody()), payload)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('content-type')).toContain('text/plain')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.text()).toMatch(/too many requests/i)
    expect((await payload.count({ collection: 'contact-submissions' })).totalDocs).toBe(before)

    expect((await receiveContactRequest(fromClient('198.51.100.2', '/api/contact', contactBody()), payload)).status).toBe(201)
  })

  it(`stops storing leads at the site's ceiling of ${siteMax} in the window, whichever clients send them`, async () => {
    const stored = async () =>
      (await payload.count({ collection: 'contact-submissions' })).totalDocs + (await payload.count({ collection: 'package-purchases' })).totalDocs
    const before = await stored()
    // Clients that have not sent a lead yet, one after another, until the site refuses one.
    const answers: number[] = []
    for (let client = 10; answers.at(-1) !== 429 && client < 30; client += 1) {
      answers.push((await receiveContactRequest(fromClient(`192.0.2.${client}`, '/api/contact', contactBody()), payload)).status)
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(siteMax - before)
    expect(await stored()).toBe(siteMax)
    const refused = await receivePackageRequest(fromClient('192.0.2.99', '/api/package-purchase', packageBody()), payload)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await stored()).toBe(siteMax)
  })
})
