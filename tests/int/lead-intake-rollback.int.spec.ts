import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AttachmentReference } from '@/leads/attachments'
import { attachmentFormField, receiveAttachmentUpload } from '@/leads/attachments/upload'
import { receiveContactRequest } from '@/leads/intake'

import { samples } from './attachments.samples'
import { getTestPayload } from './helpers/test-payload'
import { contactBody } from './leads/bodies'

/**
 * The database refuses the lead's second email job, the last write of the intake's transaction: a real
 * failure after the lead, its attachments' link and its first job were written. Nothing of the request may
 * be kept, and the visitor's retry must then go through with the same files.
 */
describe('a lead whose write fails part-way', () => {
  let payload: Payload
  let database: pg.Client

  const refuseConfirmationJobs = () =>
    database.query(`
      CREATE OR REPLACE FUNCTION refuse_confirmation_job() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'the job queue refused the confirmation email'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_confirmation_job BEFORE INSERT ON payload_jobs
        FOR EACH ROW WHEN (NEW.input->>'kind' = 'confirmation') EXECUTE FUNCTION refuse_confirmation_job();`)
  const acceptJobsAgain = () => database.query('DROP TRIGGER IF EXISTS refuse_confirmation_job ON payload_jobs')

  const counts = async () => ({
    leads: (await payload.count({ collection: 'contact-submissions', overrideAccess: true })).totalDocs,
    jobs: (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
    linked: (await payload.count({ collection: 'lead-attachments', where: { lead: { exists: true } }, overrideAccess: true })).totalDocs,
  })

  const upload = async () => {
    const form = new FormData()
    for (const file of [samples.screenshot, samples.invoice]) form.append(attachmentFormField, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
    const response = await receiveAttachmentUpload(new Request('http://localhost/api/contact/attachments', { method: 'POST', body: form }), payload)
    expect(response.status).toBe(201)
    return ((await response.json()) as { attachments: AttachmentReference[] }).attachments
  }

  const send = (attachments: AttachmentReference[]) =>
    receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactBody({ email: 'retry@example.org', attachments: JSON.stringify(attachments) })),
      }),
      payload,
    )

  beforeAll(async () => {
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '100000'
    payload = await getTestPayload()
    database = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await database.connect()
  })

  afterAll(async () => {
    await database?.end()
    await payload?.destroy()
  })

  it('answers 503 and keeps no lead, no email job and no link to the files; the retry then stores it once', async () => {
    const attachments = await upload()
    const before = await counts()

    await refuseConfirmationJobs()
    try {
      const failed = await send(attachments)
      expect(failed.status).toBe(503)
      expect(((await failed.json()) as { message: string }).message).toMatch(/try again/i)
      expect(await counts()).toEqual(before)
    } finally {
      await acceptJobsAgain()
    }

    const retried = await send(attachments)
    expect(retried.status).toBe(201)
    expect(await counts()).toEqual({ leads: before.leads + 1, jobs: before.jobs + 2, linked: before.linked + 2 })
  })
})
