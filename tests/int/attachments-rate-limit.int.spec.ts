import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { attachmentFormField, receiveAttachmentUpload } from '@/leads/attachments/upload'

import { samples } from './attachments.samples'
import { getTestPayload } from './helpers/test-payload'

const max = 3

describe('attachment uploads from one client', () => {
  let payload: Payload

  const upload = () => {
    const form = new FormData()
    form.append(attachmentFormField, new File([new Uint8Array(samples.invoice.bytes)], samples.invoice.name, { type: samples.invoice.type }))
    return receiveAttachmentUpload(new Request('http://localhost/api/contact/attachments', { method: 'POST', body: form }), payload)
  }
  const stored = async () => (await payload.count({ collection: 'lead-attachments', overrideAccess: true })).totalDocs

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = String(max)
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
})
