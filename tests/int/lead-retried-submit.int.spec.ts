import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AttachmentReference } from '@/leads/attachments'
import { attachmentFormField, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'
import { receiveContactRequest } from '@/leads/intake'
import { submissionKey } from '@/leads/intake/submission'

import { samples } from './attachments.samples'
import { getTestPayload } from './helpers/test-payload'
import { holdLock } from '../helpers/held-lock'
import { contactBody } from '../../scripts/lib/lead-bodies'

/**
 * The form sends each submit with an Idempotency-Key and the same key on each retry of it (a second press
 * of "Send", a retry after a timeout). However the sends of one submit meet, they are answered alike and
 * make one lead, with its files and its emails once.
 */
describe('a submit sent again', () => {
  let payload: Payload
  let keyNumber = 0
  const freshKey = () => `retried-submit-${Date.now()}-${(keyNumber += 1)}`

  const upload = async () => {
    const form = new FormData()
    form.append(
      attachmentFormField,
      new File([new Uint8Array(samples.screenshot.bytes)], samples.screenshot.name, {
        type: samples.screenshot.type,
      }),
    )
    const response = await receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', { method: 'POST', body: form }),
      payload,
    )
    expect(response.status).toBe(201)
    const [reference] = ((await response.json()) as { attachments: AttachmentReference[] })
      .attachments
    return reference
  }

  const send = async (key: string, body: Record<string, unknown>) => {
    const response = await receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      }),
      payload,
    )
    return { status: response.status, body: await response.text() }
  }

  const leadsOf = async (email: string) =>
    (
      await payload.find({
        collection: 'contact-submissions',
        where: { email: { equals: email } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
  const linkedTo = async (leadId: string | number) =>
    (
      await payload.find({
        collection: 'lead-attachments',
        where: { lead: { equals: leadId } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs.map((doc) => String(doc.id))
  const jobKindsOf = async (leadId: string | number) =>
    (
      await payload.find({ collection: 'payload-jobs', pagination: false, overrideAccess: true })
    ).docs
      .map((job) => job.input as { leadId: string; kind: string })
      .filter((input) => input.leadId === String(leadId))
      .map((input) => input.kind)
      .sort()

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '100000'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('answers three sends at the same moment alike and stores one lead, its file linked once and its emails queued once', async () => {
    const file = await upload()
    const email = 'three-sends@example.org'
    const body = contactBody({ email, attachments: JSON.stringify([file]) })
    const key = freshKey()

    // The test holds the file's row until all three sends wait on it (directly, or behind one another):
    // they overlap in every run, then go on in whatever order the database lets them.
    const held = await holdLock(
      process.env.DATABASE_URI!,
      'SELECT id FROM lead_attachments WHERE id = $1 FOR UPDATE',
      [file.id],
    )
    let answers: { status: number; body: string }[]
    try {
      const sends = [send(key, body), send(key, body), send(key, body)]
      await expect.poll(held.waiting, { timeout: 30_000 }).toBe(3)
      await held.release()
      answers = await Promise.all(sends)
    } finally {
      await held.release()
    }

    const [first] = answers
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(answers).toEqual([first, first, first])
    const leads = await leadsOf(email)
    expect(leads).toHaveLength(1)
    expect(await linkedTo(leads[0].id)).toEqual([file.id])
    expect(await jobKindsOf(leads[0].id)).toEqual(['confirmation', 'notification'])

    // A retry after the first answer was lost on the way is told the same, and stores nothing more.
    expect(await send(key, body)).toEqual(first)
    expect(await leadsOf(email)).toHaveLength(1)
    expect(await jobKindsOf(leads[0].id)).toEqual(['confirmation', 'notification'])
  })

  it('answers two sends at the same moment alike and stores one lead: the unique key refuses the second', async () => {
    const email = 'two-sends@example.org'
    const body = contactBody({ email })
    const key = freshKey()
    expect((await send(freshKey(), contactBody({ email: 'copied@example.org' }))).status).toBe(201)

    // The test's own lead (a copy of another, never committed) holds the submit's key: both sends' inserts
    // wait behind it, so they overlap in every run, then meet on the unique index once it is rolled back.
    const held = await holdLock(
      process.env.DATABASE_URI!,
      `INSERT INTO contact_submissions SELECT (jsonb_populate_record(lead, jsonb_build_object('id', gen_random_uuid(), 'submission_key', $1::text))).* FROM contact_submissions lead LIMIT 1`,
      [submissionKey(key, body)],
    )
    let answers: { status: number; body: string }[]
    try {
      const sends = [send(key, body), send(key, body)]
      await expect.poll(held.waiting, { timeout: 30_000 }).toBe(2)
      await held.release()
      answers = await Promise.all(sends)
    } finally {
      await held.release()
    }

    expect(answers[0].status).toBe(201)
    expect(answers[1]).toEqual(answers[0])
    const leads = await leadsOf(email)
    expect(leads).toHaveLength(1)
    expect(await jobKindsOf(leads[0].id)).toEqual(['confirmation', 'notification'])
  })

  it("answers a sequential retry of a submit with a file like the first, without touching the file's link", async () => {
    const file = await upload()
    const email = 'sequential-retry@example.org'
    const body = contactBody({ email, attachments: JSON.stringify([file]) })
    const key = freshKey()
    const first = await send(key, body)
    expect(first.status).toBe(201)
    expect(await send(key, body)).toEqual(first)
    const leads = await leadsOf(email)
    expect(leads).toHaveLength(1)
    expect(await linkedTo(leads[0].id)).toEqual([file.id])
  })

  it("never answers another submit with an earlier one's lead: the same key over a different body stores its own lead", async () => {
    const key = freshKey()
    expect((await send(key, contactBody({ email: 'first-visitor@example.org' }))).status).toBe(201)
    expect((await send(key, contactBody({ email: 'second-visitor@example.org' }))).status).toBe(201)
    expect(await leadsOf('first-visitor@example.org')).toHaveLength(1)
    expect(await leadsOf('second-visitor@example.org')).toHaveLength(1)
  })
})
