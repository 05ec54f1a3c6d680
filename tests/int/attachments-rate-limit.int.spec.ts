import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { attachmentFormField, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'

import { samples } from './attachments.samples'
import { getTestPayload } from './helpers/test-payload'

const max = 3
/** The site's ceiling: distinct clients whose uploads it stores in the window. */
const siteClients = 5

describe('attachment uploads from one client', () => {
  let payload: Payload

  const upload = (client = '127.0.0.2') => {
    const form = new FormData()
    form.append(
      attachmentFormField,
      new File([new Uint8Array(samples.invoice.bytes)], samples.invoice.name, {
        type: samples.invoice.type,
      }),
    )
    const headers = { 'x-forwarded-for': client }
    return receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', {
        method: 'POST',
        headers,
        body: form,
      }),
      payload,
    )
  }
  const stored = async () =>
    (await payload.count({ collection: 'lead-attachments', overrideAccess: true })).totalDocs

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = String(max)
    process.env.LEADS_SITE_RATE_LIMIT_CLIENTS = String(siteClients)
    process.env.TRUST_PROXY = 'false'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it(`are refused past ${max} in the window with 429 and a Retry-After, storing nothing more`, async () => {
    for (let index = 0; index < max; index += 1) expect((await upload()).status).toBe(201)
    expect(await stored()).toBe(max)

    const refused = await upload()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.text()).toMatch(/try again later/i)
    expect(await stored()).toBe(max)
  })

  it(`are stored from at most ${siteClients} distinct clients in the window; a client let in keeps its place`, async () => {
    // Clients that have not uploaded yet, one after another, until the site refuses one.
    const answers: number[] = []
    for (let client = 10; answers.at(-1) !== 429 && client < 20; client += 1)
      answers.push((await upload(`127.0.0.${client}`)).status)
    expect(answers.at(-1)).toBe(429)
    expect(answers.slice(0, -1).every((status) => status === 201)).toBe(true)
    expect(answers.length - 1).toBeLessThanOrEqual(siteClients)

    const before = await stored()
    const refused = await upload('127.0.0.30')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await stored()).toBe(before)
    expect((await upload('127.0.0.10')).status).toBe(201)
    expect(await stored()).toBe(before + 1)
  })
})
