import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'

import { getTestPayload } from './helpers/test-payload'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'

/** The site's ceiling: distinct clients whose leads it stores in the window. */
const siteClients = 10

describe('lead rate limit', () => {
  let payload: Payload
  const fromClient = (address: string, path: string, body: unknown) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    process.env.LEADS_RATE_LIMIT_MAX = '2'
    process.env.LEADS_SITE_RATE_LIMIT_CLIENTS = String(siteClients)
    process.env.LEADS_RATE_LIMIT_WINDOW_SECONDS = '600'
    process.env.TRUST_PROXY = 'false'
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('answers a plain 429 to the client over the limit, across both endpoints, and not to others', async () => {
    expect(
      (
        await receiveContactRequest(
          fromClient('203.0.113.1', '/api/contact', contactBody()),
          payload,
        )
      ).status,
    ).toBe(201)
    expect(
      (
        await receivePackageRequest(
          fromClient('203.0.113.1', '/api/package-purchase', packageBody()),
          payload,
        )
      ).status,
    ).toBe(201)

    const before = (await payload.count({ collection: 'contact-submissions' })).totalDocs
    const limited = await receiveContactRequest(
      fromClient('203.0.113.1', '/api/contact', contactBody()),
      payload,
    )
    expect(limited.status).toBe(429)
    expect(limited.headers.get('content-type')).toContain('text/plain')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.text()).toMatch(/too many requests/i)
    expect((await payload.count({ collection: 'contact-submissions' })).totalDocs).toBe(before)

    expect(
      (
        await receiveContactRequest(
          fromClient('198.51.100.2', '/api/contact', contactBody()),
          payload,
        )
      ).status,
    ).toBe(201)
  })

  it('counts every address of one IPv6 /64 as one client', async () => {
    const answers: number[] = []
    for (let host = 1; host <= 4; host += 1) {
      answers.push(
        (
          await receiveContactRequest(
            fromClient(`2001:db8:64:1::${host.toString(16)}`, '/api/contact', contactBody()),
            payload,
          )
        ).status,
      )
    }
    expect(answers).toEqual([201, 201, 429, 429])
    expect(
      (
        await receiveContactRequest(
          fromClient('2001:db8:64:2::1', '/api/contact', contactBody()),
          payload,
        )
      ).status,
    ).toBe(201)
  })

  it(`lets in at most ${siteClients} distinct clients in the window, which a few busy clients cannot fill`, async () => {
    const send = (client: string) =>
      receiveContactRequest(fromClient(client, '/api/contact', contactBody()), payload).then(
        (answer) => answer.status,
      )
    // Five clients each send their whole allowance: as many leads as the ceiling's number of clients.
    for (let client = 1; client <= 5; client += 1) {
      const address = `192.0.2.${client}`
      expect([await send(address), await send(address), await send(address)]).toEqual([
        201, 201, 429,
      ])
    }
    expect(await send('192.0.2.6')).toBe(201)

    // Clients that have not sent a lead yet, one after another, until the site refuses one.
    const answers: number[] = []
    for (let client = 10; answers.at(-1) !== 429 && client < 30; client += 1)
      answers.push(await send(`192.0.2.${client}`))
    expect(answers.at(-1)).toBe(429)
    expect(answers.slice(0, -1).every((status) => status === 201)).toBe(true)
    expect(answers.length - 1).toBeLessThanOrEqual(siteClients - 6)

    const refused = await receivePackageRequest(
      fromClient('192.0.2.99', '/api/package-purchase', packageBody()),
      payload,
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // A client let in before the ceiling was reached keeps its place for the window.
    expect(await send('192.0.2.6')).toBe(201)
  })
})
