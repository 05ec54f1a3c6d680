import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkHealth } from '@/db/health'
import { receiveContactRequest } from '@/leads/intake'
import { siteVisitsCollection } from '@/visits/constants'
import { receiveVisit } from '@/visits/intake'

import { getTestPayload } from './helpers/test-payload'
import { contactBody } from '../../scripts/lib/lead-bodies'

const browser = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`

const beacon = (from: string, utmSource: string, agent = browser(140)) =>
  new Request('http://localhost/api/visit', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': from,
      'user-agent': agent,
      'accept-language': 'en-US',
    },
    body: JSON.stringify({ path: '/', utmSource }),
  })

describe('page views under load and from one address', () => {
  let payload: Payload
  let leads = 0

  const rowsOf = async (source: { like: string } | { equals: string }) =>
    (
      await payload.find({
        collection: siteVisitsCollection,
        where: { source },
        pagination: false,
        depth: 0,
      })
    ).docs

  /**
   * A health check and a lead, side by side, as the site answers them. The tests' schema is pushed, so the
   * check reports its migrations pending: what counts is that the database answered it. How long each
   * takes, with and without a burst, is measured against the built server by `npm run bench -- visits`.
   */
  const healthAndLead = async () => {
    leads += 1
    const request = new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${leads}` },
      body: JSON.stringify(contactBody({ subject: `Lead ${leads}` })),
    })
    const [health, lead] = await Promise.all([
      checkHealth(payload),
      receiveContactRequest(request, payload),
    ])
    expect(health).not.toMatchObject({ reason: expect.stringMatching(/^database:/) })
    expect(lead.status).toBe(201)
  }

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    process.env.TRUST_PROXY = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '1000'
    process.env.SITE_URL = 'http://localhost'
    delete process.env.REDIS_URL
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('counts 30 user agents from one address as a handful of visitors with a handful of sources', async () => {
    for (let agent = 0; agent < 30; agent += 1) {
      const answer = await receiveVisit(
        beacon('203.0.113.30', `agent-${agent}`, browser(100 + agent)),
        payload,
      )
      expect(await answer.json()).toEqual({ counted: true })
    }
    const rows = await rowsOf({ like: 'agent-' })
    const sum = (key: 'views' | 'visitors') => rows.reduce((total, row) => total + row[key], 0)
    expect(sum('views')).toBe(30)
    expect(sum('visitors')).toBeLessThanOrEqual(5)
    expect(rows.length).toBeLessThanOrEqual(5)
  })

  it('counts 100 beacons sent at once, every one, beside a health check and a lead', async () => {
    const answers = Array.from({ length: 100 }, (_, sent) =>
      receiveVisit(beacon(`198.51.100.${sent}`, 'burst'), payload).then((answer) => answer.json()),
    )
    await healthAndLead()
    expect(await Promise.all(answers)).toEqual(Array(100).fill({ counted: true }))
    expect(
      (await rowsOf({ equals: 'burst' })).map(({ views, visitors }) => ({ views, visitors })),
    ).toEqual([{ views: 100, visitors: 100 }])
  })
})
