import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { attachmentMessages, type AttachmentReference } from '@/leads/attachments'
import { attachmentFormField, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'
import { receiveContactRequest } from '@/leads/intake'

import { samples } from './attachments.samples'
import { getTestPayload } from './helpers/test-payload'
import { contactBody } from '../../scripts/lib/lead-bodies'

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
  const acceptJobsAgain = () =>
    database.query('DROP TRIGGER IF EXISTS refuse_confirmation_job ON payload_jobs')

  const counts = async () => ({
    leads: (await payload.count({ collection: 'contact-submissions', overrideAccess: true }))
      .totalDocs,
    jobs: (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
    linked: (
      await payload.count({
        collection: 'lead-attachments',
        where: { lead: { exists: true } },
        overrideAccess: true,
      })
    ).totalDocs,
  })

  const upload = async () => {
    const form = new FormData()
    for (const file of [samples.screenshot, samples.invoice])
      form.append(
        attachmentFormField,
        new File([new Uint8Array(file.bytes)], file.name, { type: file.type }),
      )
    const response = await receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', { method: 'POST', body: form }),
      payload,
    )
    expect(response.status).toBe(201)
    return ((await response.json()) as { attachments: AttachmentReference[] }).attachments
  }

  // The form sends one Idempotency-Key per submit and the same one on its retries.
  const send = (
    attachments: AttachmentReference[],
    email = 'retry@example.org',
    key = `submit-of-${email.replace(/\W/g, '-')}`,
  ) =>
    receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(contactBody({ email, attachments: JSON.stringify(attachments) })),
      }),
      payload,
    )
  const leadsOf = async (email: string) =>
    (
      await payload.find({
        collection: 'contact-submissions',
        where: { email: { equals: email } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs

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

    const logged = vi.spyOn(payload.logger, 'error')
    await refuseConfirmationJobs()
    try {
      const failed = await send(attachments)
      expect(failed.status).toBe(503)
      expect(await failed.json()).toEqual({
        message: 'Your request could not be saved. Please try again later.',
      })
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.anything(), msg: 'Could not store a lead' }),
      )
      expect(await counts()).toEqual(before)
    } finally {
      await acceptJobsAgain()
      logged.mockRestore()
    }

    const retried = await send(attachments)
    expect(retried.status).toBe(201)
    expect(await counts()).toEqual({
      leads: before.leads + 1,
      jobs: before.jobs + 2,
      linked: before.linked + 2,
    })
  })

  it('links a file to one lead only when two tabs send it at the same moment, refusing the other with a 400', async () => {
    const [shared] = await upload()
    // The first lead to link the file holds the row half a second before it commits: the other request's
    // transaction waits for it, then finds the file taken.
    await database.query(`
      CREATE OR REPLACE FUNCTION hold_upload() RETURNS trigger AS $$
      BEGIN PERFORM pg_sleep(0.5); RETURN NEW; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER hold_upload AFTER UPDATE ON lead_attachments FOR EACH ROW EXECUTE FUNCTION hold_upload();`)
    let answers: Response[]
    try {
      answers = await Promise.all([
        send([shared], 'tab-one@example.org'),
        send([shared], 'tab-two@example.org'),
      ])
    } finally {
      await database.query('DROP TRIGGER IF EXISTS hold_upload ON lead_attachments')
    }
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400])
    const refused = answers.find((answer) => answer.status === 400)!
    expect(await refused.json()).toEqual({
      errors: { attachments: [attachmentMessages.unavailable(shared.name)] },
    })
    const stored = [
      ...(await leadsOf('tab-one@example.org')),
      ...(await leadsOf('tab-two@example.org')),
    ]
    expect(stored).toHaveLength(1)
    const { rows } = await database.query<{ lead_id: string }>(
      'SELECT lead_id FROM lead_attachments WHERE id = $1',
      [shared.id],
    )
    expect(rows[0].lead_id).toBe(stored[0].id)
  })

  it('answers 400 naming each file whose reference is forged, before anything is written', async () => {
    const [reference] = await upload()
    const forged = {
      ...reference,
      name: 'forged.png',
      token: `${Date.now() + 60_000}.${'A'.repeat(43)}`,
    }
    const answer = await send([forged], 'forged@example.org')
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      errors: { attachments: [attachmentMessages.unavailable('forged.png')] },
    })
    expect(await leadsOf('forged@example.org')).toHaveLength(0)
  })
})
