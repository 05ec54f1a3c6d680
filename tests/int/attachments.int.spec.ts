import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { REST_GET } from '@payloadcms/next/routes'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { attachmentLimits, attachmentMessages, type AttachmentReference } from '@/leads/attachments'
import { lockUploads } from '@/leads/intake/attachments/link'
import { inTransaction } from '@/db/transaction'
import { serverEnv } from '@/config/env'
import { attachmentToken } from '@/leads/intake/attachments/token'
import { attachmentFormField, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'
import { notificationEmail } from '@/leads/email/templates'
import { receiveContactRequest } from '@/leads/intake'
import {
  orphanCutoff,
  removeOrphanAttachmentsOlderThan,
} from '@/leads/tasks/removeOrphanAttachments'

import { badUploads, emptyPng, malformedPdf, samples, type Sample } from './attachments.samples'
import { getTestPayload } from './helpers/test-payload'
import { contactBody } from '../../scripts/lib/lead-bodies'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-int-'))
const storedDir = path.join(dataDir, 'uploads', 'lead-attachments')

describe('lead attachments', () => {
  let payload: Payload

  const upload = (files: Sample[]) => {
    const form = new FormData()
    for (const file of files)
      form.append(
        attachmentFormField,
        new File([new Uint8Array(file.bytes)], file.name, { type: file.type }),
      )
    return receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', { method: 'POST', body: form }),
      payload,
    )
  }
  const uploaded = async (files: Sample[]) => {
    const response = await upload(files)
    expect(response.status).toBe(201)
    return ((await response.json()) as { attachments: AttachmentReference[] }).attachments
  }
  const contact = (attachments: unknown) =>
    receiveContactRequest(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(contactBody({ attachments: JSON.stringify(attachments) })),
      }),
      payload,
    )
  const post = (body: FormData) =>
    receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', { method: 'POST', body }),
      payload,
    )
  const formWith = (name: string, value: string) => {
    const form = new FormData()
    form.append(name, value)
    return form
  }
  const database = () => (payload.db as unknown as PostgresAdapter).drizzle
  const counts = async () => ({
    attachments: (await payload.count({ collection: 'lead-attachments' })).totalDocs,
    leads: (await payload.count({ collection: 'contact-submissions' })).totalDocs,
    files: fs.existsSync(storedDir) ? fs.readdirSync(storedDir).length : 0,
  })

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '100000'
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('stores a request with three files as a lead with three private attachments on disk', async () => {
    const references = await uploaded([samples.screenshot, samples.invoice, samples.errorText])
    expect(references.map(({ name, size, type }) => ({ name, size, type }))).toEqual([
      { name: 'screenshot.png', size: samples.screenshot.bytes.length, type: 'image/png' },
      { name: 'invoice.pdf', size: samples.invoice.bytes.length, type: 'application/pdf' },
      { name: 'error message.txt', size: samples.errorText.bytes.length, type: 'text/plain' },
    ])

    const response = await contact(references)
    expect(response.status).toBe(201)
    const { docs } = await payload.find({
      collection: 'contact-submissions',
      sort: '-createdAt',
      limit: 1,
      depth: 1,
    })
    const lead = docs[0]
    const attachments = (lead.attachments ?? []).map((attachment) =>
      typeof attachment === 'string' ? undefined : attachment,
    )
    expect(attachments.map((attachment) => attachment?.originalName)).toEqual([
      'screenshot.png',
      'invoice.pdf',
      'error message.txt',
    ])
    for (const attachment of attachments) {
      expect(attachment?.lead).toBe(lead.id)
      expect(attachment?.url).toBe(`/api/lead-attachments/file/${attachment?.filename}`)
      // The stored name is random: the visitor's file name never becomes a path or a URL.
      expect(attachment?.filename).toMatch(/^[0-9a-f-]{36}\.(png|pdf|txt)$/)
      expect(fs.readFileSync(path.join(storedDir, attachment!.filename!)).length).toBe(
        attachment?.filesize,
      )
    }

    const email = notificationEmail(
      { collection: 'contact-submissions', doc: lead },
      'https://site.example',
    )
    for (const attachment of attachments) {
      expect(email.text).toContain(
        `https://site.example/admin/collections/lead-attachments/${attachment?.id}`,
      )
      expect(email.html).toContain(
        `https://site.example/admin/collections/lead-attachments/${attachment?.id}`,
      )
      expect(email.text).not.toContain(attachment!.filename!)
    }
    expect(email.text).toContain('screenshot.png')
  })

  it.each(badUploads)(
    'refuses $case with one message naming the file, storing nothing',
    async (bad) => {
      const before = await counts()
      const response = await upload(bad.files)
      expect(response.status).toBe(400)
      const answer = (await response.json()) as { errors: { attachments: string[] } }
      expect(answer.errors.attachments).toEqual([expect.stringContaining(`"${bad.named}"`)])
      expect(await counts()).toEqual(before)
    },
  )

  it('refuses an image too large to open or holding less data than its size needs, with a 400 naming it, storing nothing', async () => {
    const before = await counts()
    const png = (name: string, bytes: Buffer) => ({ name, type: 'image/png', bytes })
    const refusals = [
      [png('bomb.png', emptyPng(2 ** 31, 2 ** 31)), attachmentMessages.tooManyPixels('bomb.png')],
      [png('wide.png', emptyPng(20_001, 1)), attachmentMessages.tooManyPixels('wide.png')],
      [png('hollow.png', emptyPng(4000, 3000)), attachmentMessages.unreadable('hollow.png')],
    ] as const
    for (const [file, message] of refusals) {
      const response = await upload([samples.screenshot, file])
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: { attachments: [message] } })
    }
    expect(await counts()).toEqual(before)
  })

  it('refuses a request with no file at all, or only text in the files field', async () => {
    for (const response of [await upload([]), await post(formWith('files', 'just a note'))]) {
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: { attachments: [attachmentMessages.missing] },
      })
    }
  })

  it('stores the files of a form that also carries text in the files field', async () => {
    const form = formWith(attachmentFormField, 'a note')
    form.append(
      attachmentFormField,
      new File([new Uint8Array(samples.screenshot.bytes)], samples.screenshot.name, {
        type: samples.screenshot.type,
      }),
    )
    const response = await post(form)
    expect(response.status).toBe(201)
    expect(
      ((await response.json()) as { attachments: AttachmentReference[] }).attachments.map(
        (reference) => reference.name,
      ),
    ).toEqual(['screenshot.png'])
  })

  it('answers 400 naming the form it expects to a body that is not a multipart form, storing nothing', async () => {
    const before = await counts()
    const response = await receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"files":[]}',
      }),
      payload,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { attachments: ['Expected a multipart form with the files in "files".'] },
    })
    expect(await counts()).toEqual(before)
  })

  it("keeps only the file's own name, with each run of control characters made one space", async () => {
    const boundary = 'site-test-boundary'
    const filename = 'C:\\Users\\Ruth\\ printer\u0001\u0002log.txt '
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${attachmentFormField}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      samples.errorText.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const response = await receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      }),
      payload,
    )
    expect(response.status).toBe(201)
    const [reference] = ((await response.json()) as { attachments: AttachmentReference[] })
      .attachments
    expect(reference.name).toBe('printer log.txt')
    expect(
      (await payload.findByID({ collection: 'lead-attachments', id: reference.id, depth: 0 }))
        .originalName,
    ).toBe('printer log.txt')
  })

  it('drops bidirectional overrides, isolates, marks and zero-width characters from a name, so it reads as what it is', async () => {
    const form = new FormData()
    const name = 'invoice\u202Efdp.txt'
    form.append(
      attachmentFormField,
      new File([new Uint8Array(samples.errorText.bytes)], name, { type: 'text/plain' }),
    )
    form.append(
      attachmentFormField,
      new File(
        [new Uint8Array(samples.errorText.bytes)],
        '\u2067notes\u200B\u200E\u2069\u2028draft\uFEFF.txt',
        { type: 'text/plain' },
      ),
    )
    const response = await post(form)
    expect(response.status).toBe(201)
    const references = ((await response.json()) as { attachments: AttachmentReference[] })
      .attachments
    expect(references.map((reference) => reference.name)).toEqual([
      'invoicefdp.txt',
      'notes draft.txt',
    ])
    const stored = await Promise.all(
      references.map((reference) =>
        payload.findByID({ collection: 'lead-attachments', id: reference.id, depth: 0 }),
      ),
    )
    expect(stored.map((attachment) => attachment.originalName)).toEqual([
      'invoicefdp.txt',
      'notes draft.txt',
    ])
  })

  it('answers 400 naming the file when Payload refuses it (a PDF signature followed by HTML), storing nothing', async () => {
    const before = await counts()
    const form = new FormData()
    form.append(
      attachmentFormField,
      new File([Buffer.from(malformedPdf, 'latin1')], 'statement.pdf', { type: 'application/pdf' }),
    )
    const response = await post(form)
    expect(response.status).toBe(400)
    const { errors } = (await response.json()) as { errors: { attachments: string[] } }
    expect(errors.attachments).toHaveLength(1)
    expect(errors.attachments[0]).toMatch(/^"statement\.pdf" was refused: /)
    expect(await counts()).toEqual(before)
  })

  it('answers 503 and keeps neither row nor file of any upload when the database refuses to store one, logging why', async () => {
    // Another visitor's upload, waiting for its request: the clean-up must leave it alone.
    const [waiting] = await uploaded([samples.errorText])
    const before = await counts()
    const logged = vi.spyOn(payload.logger, 'error')
    await database().execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION attachments_test() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`,
      ),
    )
    // The screenshot is stored, file and row; the invoice after it fails.
    await database().execute(
      sql.raw(
        `CREATE TRIGGER attachments_test BEFORE INSERT ON lead_attachments FOR EACH ROW WHEN (NEW.original_name = 'invoice.pdf') EXECUTE FUNCTION attachments_test()`,
      ),
    )
    try {
      const response = await upload([samples.screenshot, samples.invoice])
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        message: 'Your files could not be saved. Please try again later.',
      })
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          err: expect.anything(),
          msg: 'Could not store lead attachments',
        }),
      )
    } finally {
      await database().execute(sql`DROP TRIGGER IF EXISTS attachments_test ON lead_attachments`)
      logged.mockRestore()
    }
    expect(await counts()).toEqual(before)
    expect(
      await payload.findByID({ collection: 'lead-attachments', id: waiting.id, depth: 0 }),
    ).toMatchObject({ originalName: 'error message.txt' })
  })

  it('still answers 503 when the stored files cannot be removed either, and logs that the hourly cleanup will', async () => {
    const before = await counts()
    const logged = vi.spyOn(payload.logger, 'error')
    // The invoice's insert fails, and so does every delete.
    await database().execute(
      sql.raw(
        `CREATE OR REPLACE FUNCTION attachments_test() RETURNS trigger AS $$ BEGIN IF TG_OP = 'DELETE' OR NEW.original_name = 'invoice.pdf' THEN RAISE EXCEPTION 'database read-only'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
      ),
    )
    await database().execute(
      sql.raw(
        `CREATE TRIGGER attachments_test BEFORE INSERT OR DELETE ON lead_attachments FOR EACH ROW EXECUTE FUNCTION attachments_test()`,
      ),
    )
    try {
      const response = await upload([samples.screenshot, samples.invoice])
      expect(response.status).toBe(503)
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({
          err: expect.anything(),
          msg: 'Could not remove the files of a refused upload; the hourly cleanup will',
        }),
      )
    } finally {
      await database().execute(sql`DROP TRIGGER IF EXISTS attachments_test ON lead_attachments`)
      logged.mockRestore()
    }
    // The screenshot stays, without a lead, until the hourly cleanup removes it.
    expect((await counts()).attachments).toBe(before.attachments + 1)
  })

  it('locks uploads for a lead only while no other lead holds them, naming each one it cannot take', async () => {
    const [first, second] = await uploaded([samples.screenshot, samples.invoice])
    expect((await contact([first])).status).toBe(201)

    // Checked before the lead's transaction, taken by another request before its write: the write refuses the lot.
    const late = inTransaction(payload, (req) => lockUploads(payload, req, [second, first]))
    await expect(late).rejects.toMatchObject({
      messages: [attachmentMessages.unavailable(first.name)],
    })
    const still = await payload.findByID({
      collection: 'lead-attachments',
      id: second.id,
      depth: 0,
    })
    expect(still.lead ?? null).toBeNull()
  })

  it('answers 400 naming an upload removed while the lead was being stored, and keeps nothing of the lead', async () => {
    const [kept, removed] = await uploaded([samples.screenshot, samples.invoice])
    const before = await counts()
    const jobsBefore = (await payload.count({ collection: 'payload-jobs' })).totalDocs
    // The hourly cleanup removes an upload in a transaction of its own, which the lead's write meets midway.
    const cleanup = await createLocalReq({}, payload)
    await initTransaction(cleanup)
    await payload.delete({
      collection: 'lead-attachments',
      id: removed.id,
      req: cleanup,
      overrideAccess: true,
    })
    const answer = contact([kept, removed])
    await new Promise((resolve) => setTimeout(resolve, 300))
    await commitTransaction(cleanup)

    const response = await answer
    expect(response.status).toBe(400)
    expect(
      ((await response.json()) as { errors: { attachments: string[] } }).errors.attachments,
    ).toEqual([attachmentMessages.unavailable(removed.name)])
    expect(await counts()).toEqual({
      ...before,
      attachments: before.attachments - 1,
      files: before.files - 1,
    })
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(jobsBefore)
    expect(
      (await payload.findByID({ collection: 'lead-attachments', id: kept.id, depth: 0 })).lead ??
        null,
    ).toBeNull()
  })

  it('refuses forged, unknown and already attached references with a 400 naming the file, storing no lead', async () => {
    const [first] = await uploaded([samples.screenshot])
    expect((await contact([first])).status).toBe(201)
    const [fresh] = await uploaded([samples.invoice])

    const before = await counts()
    const cases = [
      { ...fresh, name: 'forged.pdf', token: `${Date.now() + 60_000}.${'A'.repeat(43)}` },
      { ...fresh, name: 'unknown.pdf', id: '00000000-0000-4000-8000-000000000000' },
      { ...first, name: 'taken.png' },
      // Signed with the site's own secret, but a day and an hour ago: only its age can refuse it.
      {
        ...fresh,
        name: 'expired.pdf',
        token: attachmentToken(
          serverEnv().PAYLOAD_SECRET,
          fresh.id,
          Date.now() - (attachmentLimits.orphanHours + 1) * 3_600_000,
        ),
      },
    ]
    for (const reference of cases) {
      const response = await contact([reference])
      expect(response.status, reference.name).toBe(400)
      const answer = (await response.json()) as { errors: { attachments: string[] } }
      expect(answer.errors.attachments.join(' ')).toContain(reference.name)
    }
    expect((await contact([fresh, fresh])).status).toBe(400)
    expect(
      (await contact(Array.from({ length: attachmentLimits.files + 1 }, () => fresh))).status,
    ).toBe(400)
    expect(await counts()).toEqual(before)
    const still = await payload.findByID({ collection: 'lead-attachments', id: fresh.id, depth: 0 })
    expect(still.lead ?? null).toBeNull()
  })

  it('lets only staff and the owner read attachments, and nobody create or edit them through the API', async () => {
    const [reference] = await uploaded([samples.screenshot])
    // The first account becomes the owner; the second is staff.
    const owner = await payload.create({
      collection: 'users',
      data: {
        email: 'boss@example.com',
        username: 'boss',
        password: 'Osprey-sunrise-dock-19',
        role: 'owner',
      },
    })
    const staff = await payload.create({
      collection: 'users',
      data: {
        email: 'tech@example.com',
        username: 'tech',
        password: 'Mangrove-kayak-river-88',
        role: 'staff',
      },
    })
    await expect(
      payload.findByID({ collection: 'lead-attachments', id: reference.id, overrideAccess: false }),
    ).rejects.toThrow()
    const seen = await payload.findByID({
      collection: 'lead-attachments',
      id: reference.id,
      overrideAccess: false,
      user: { ...staff, collection: 'users' },
    })
    expect(seen.originalName).toBe('screenshot.png')
    await expect(
      payload.update({
        collection: 'lead-attachments',
        id: reference.id,
        data: { originalName: 'x.png' },
        overrideAccess: false,
        user: { ...staff, collection: 'users' },
      }),
    ).rejects.toThrow()
    await expect(
      payload.delete({
        collection: 'lead-attachments',
        id: reference.id,
        overrideAccess: false,
        user: { ...staff, collection: 'users' },
      }),
    ).rejects.toThrow()
    await payload.delete({
      collection: 'lead-attachments',
      id: reference.id,
      overrideAccess: false,
      user: { ...owner, collection: 'users' },
    })
    expect(
      await payload.findByID({
        collection: 'lead-attachments',
        id: reference.id,
        disableErrors: true,
      }),
    ).toBeNull()
  })

  it('hands staff the file under the name the customer sent, and refuses anyone signed out', async () => {
    const [reference] = await uploaded([{ ...samples.screenshot, name: 'router error é.png' }])
    const { filename } = await payload.findByID({
      collection: 'lead-attachments',
      id: reference.id,
      depth: 0,
    })
    const staff = await payload.create({
      collection: 'users',
      data: {
        email: 'download@example.com',
        username: 'download',
        password: 'Pelican-harbor-lantern-42',
        role: 'staff',
      },
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email: staff.email, password: 'Pelican-harbor-lantern-42' },
    })
    const fileRequest = (headers: Record<string, string>) =>
      REST_GET(import('@payload-config').then((module) => module.default))(
        new Request(`http://localhost/api/lead-attachments/file/${filename}`, { headers }),
        { params: Promise.resolve({ slug: ['lead-attachments', 'file', filename!] }) },
      )

    const answer = await fileRequest({ authorization: `JWT ${token}` })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="router error _.png"; filename*=UTF-8''router%20error%20%C3%A9.png`,
    )
    expect(answer.headers.get('content-type')).toBe('image/png')
    expect(answer.headers.get('cache-control')).toMatch(/no-store/)
    expect(Buffer.from(await answer.arrayBuffer()).equals(samples.screenshot.bytes)).toBe(true)

    expect([401, 403]).toContain((await fileRequest({})).status)
  })

  it('cleanup removes an orphan older than a day with its file, and keeps a recent orphan and an attached old upload', async () => {
    const [old, recent, attached] = await uploaded([
      samples.screenshot,
      samples.invoice,
      samples.errorText,
    ])
    expect((await contact([attached])).status).toBe(201)
    const dayAndMinuteAgo = new Date(
      Date.now() - (attachmentLimits.orphanHours * 60 + 1) * 60 * 1000,
    ).toISOString()
    for (const id of [old.id, attached.id]) {
      await payload.db.updateOne({
        collection: 'lead-attachments',
        id,
        data: { createdAt: dayAndMinuteAgo },
        returning: false,
      })
    }
    const oldFile = (await payload.findByID({ collection: 'lead-attachments', id: old.id }))
      .filename!

    const removed = await removeOrphanAttachmentsOlderThan(payload, orphanCutoff())
    expect(removed).toBe(1)
    expect(
      await payload.findByID({ collection: 'lead-attachments', id: old.id, disableErrors: true }),
    ).toBeNull()
    expect(fs.existsSync(path.join(storedDir, oldFile))).toBe(false)
    expect(await payload.findByID({ collection: 'lead-attachments', id: recent.id })).toBeTruthy()
    expect(await payload.findByID({ collection: 'lead-attachments', id: attached.id })).toBeTruthy()
  })

  it('the hourly cleanup job removes an orphan older than a day and keeps one an hour old', async () => {
    const [dayOld, hourOld] = await uploaded([samples.screenshot, samples.invoice])
    const age = (id: string | number, hours: number) =>
      payload.db.updateOne({
        collection: 'lead-attachments',
        id,
        data: { createdAt: new Date(Date.now() - hours * 3_600_000).toISOString() },
        returning: false,
      })
    await age(dayOld.id, attachmentLimits.orphanHours + 1)
    await age(hourOld.id, 1)

    const job = await payload.jobs.queue({ task: 'removeOrphanAttachments', input: {} })
    await payload.jobs.runByID({ id: job.id, silent: true })

    expect(
      await payload.findByID({
        collection: 'lead-attachments',
        id: dayOld.id,
        disableErrors: true,
      }),
    ).toBeNull()
    expect(
      await payload.findByID({
        collection: 'lead-attachments',
        id: hourOld.id,
        disableErrors: true,
      }),
    ).toBeTruthy()
  })

  it('schedules the cleanup as a Payload task', () => {
    const task = payload.config.jobs.tasks?.find(
      (candidate) => candidate.slug === 'removeOrphanAttachments',
    )
    expect(task?.schedule?.[0]?.cron).toBeTruthy()
  })
})
