import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { attachmentLimits, type AttachmentReference } from '@/leads/attachments'
import { serverEnv } from '@/config/env'
import { attachmentToken } from '@/leads/attachments/token'
import { attachmentFormField, receiveAttachmentUpload } from '@/leads/attachments/upload'
import { notificationEmail } from '@/leads/emails'
import { receiveContactRequest } from '@/leads/intake'
import { orphanCutoff, removeOrphanAttachmentsOlderThan } from '@/jobs/removeOrphanAttachments'

import { badUploads, samples, type Sample } from './attachments.samples'
import { getTestPayload } from './helpers/test-payload'
import { contactBody } from './leads/bodies'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attachments-int-'))
const storedDir = path.join(dataDir, 'uploads', 'lead-attachments')

describe('lead attachments', () => {
  let payload: Payload

  const upload = (files: Sample[]) => {
    const form = new FormData()
    for (const file of files) form.append(attachmentFormField, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
    return receiveAttachmentUpload(new Request('http://localhost/api/contact/attachments', { method: 'POST', body: form }), payload)
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
    const { docs } = await payload.find({ collection: 'contact-submissions', sort: '-createdAt', limit: 1, depth: 1 })
    const lead = docs[0]
    const attachments = (lead.attachments ?? []).map((attachment) => (typeof attachment === 'string' ? undefined : attachment))
    expect(attachments.map((attachment) => attachment?.originalName)).toEqual(['screenshot.png', 'invoice.pdf', 'error message.txt'])
    for (const attachment of attachments) {
      expect(attachment?.lead).toBe(lead.id)
      expect(attachment?.url).toBe(`/api/lead-attachments/file/${attachment?.filename}`)
      // The stored name is random: the visitor's file name never becomes a path or a URL.
      expect(attachment?.filename).toMatch(/^[0-9a-f-]{36}\.(png|pdf|txt)$/)
      expect(fs.readFileSync(path.join(storedDir, attachment!.filename!)).length).toBe(attachment?.filesize)
    }

    const email = notificationEmail({ collection: 'contact-submissions', doc: lead }, 'https://site.example')
    for (const attachment of attachments) {
      expect(email.text).toContain(`https://site.example/admin/collections/lead-attachments/${attachment?.id}`)
      expect(email.html).toContain(`https://site.example/admin/collections/lead-attachments/${attachment?.id}`)
      expect(email.text).not.toContain(attachment!.filename!)
    }
    expect(email.text).toContain('screenshot.png')
  })

  it.each(badUploads)('refuses $case with a message naming the file, storing nothing', async (bad) => {
    const before = await counts()
    const response = await upload(bad.files)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { errors: { attachments: string[] } }
    expect(answer.errors.attachments.join(' ')).toContain(bad.named)
    expect(await counts()).toEqual(before)
  })

  it('refuses a request with no file at all', async () => {
    const response = await upload([])
    expect(response.status).toBe(400)
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
      { ...fresh, name: 'expired.pdf', token: attachmentToken(serverEnv().PAYLOAD_SECRET, fresh.id, Date.now() - (attachmentLimits.orphanHours + 1) * 3_600_000) },
    ]
    for (const reference of cases) {
      const response = await contact([reference])
      expect(response.status, reference.name).toBe(400)
      const answer = (await response.json()) as { errors: { attachments: string[] } }
      expect(answer.errors.attachments.join(' ')).toContain(reference.name)
    }
    expect((await contact([fresh, fresh])).status).toBe(400)
    expect((await contact(Array.from({ length: attachmentLimits.files + 1 }, () => fresh))).status).toBe(400)
    expect(await counts()).toEqual(before)
    const still = await payload.findByID({ collection: 'lead-attachments', id: fresh.id, depth: 0 })
    expect(still.lead ?? null).toBeNull()
  })

  it('lets only staff and the owner read attachments, and nobody create or edit them through the API', async () => {
    const [reference] = await uploaded([samples.screenshot])
    // The first account becomes the owner; the second is staff.
    const owner = await payload.create({
      collection: 'users',
      data: { email: 'boss@example.com', username: 'boss', password: 'Osprey-sunrise-dock-19', role: 'owner' },
    })
    const staff = await payload.create({
      collection: 'users',
      data: { email: 'tech@example.com', username: 'tech', password: 'Mangrove-kayak-river-88', role: 'staff' },
    })
    await expect(payload.findByID({ collection: 'lead-attachments', id: reference.id, overrideAccess: false })).rejects.toThrow()
    const seen = await payload.findByID({ collection: 'lead-attachments', id: reference.id, overrideAccess: false, user: { ...staff, collection: 'users' } })
    expect(seen.originalName).toBe('screenshot.png')
    await expect(
      payload.update({ collection: 'lead-attachments', id: reference.id, data: { originalName: 'x.png' }, overrideAccess: false, user: { ...staff, collection: 'users' } }),
    ).rejects.toThrow()
    await expect(
      payload.delete({ collection: 'lead-attachments', id: reference.id, overrideAccess: false, user: { ...staff, collection: 'users' } }),
    ).rejects.toThrow()
    await payload.delete({ collection: 'lead-attachments', id: reference.id, overrideAccess: false, user: { ...owner, collection: 'users' } })
    expect(await payload.findByID({ collection: 'lead-attachments', id: reference.id, disableErrors: true })).toBeNull()
  })

  it('cleanup removes an orphan older than a day with its file, and keeps a recent orphan and an attached old upload', async () => {
    const [old, recent, attached] = await uploaded([samples.screenshot, samples.invoice, samples.errorText])
    expect((await contact([attached])).status).toBe(201)
    const dayAndMinuteAgo = new Date(Date.now() - (attachmentLimits.orphanHours * 60 + 1) * 60 * 1000).toISOString()
    for (const id of [old.id, attached.id]) {
      await payload.db.updateOne({ collection: 'lead-attachments', id, data: { createdAt: dayAndMinuteAgo }, returning: false })
    }
    const oldFile = (await payload.findByID({ collection: 'lead-attachments', id: old.id })).filename!

    const removed = await removeOrphanAttachmentsOlderThan(payload, orphanCutoff())
    expect(removed).toBe(1)
    expect(await payload.findByID({ collection: 'lead-attachments', id: old.id, disableErrors: true })).toBeNull()
    expect(fs.existsSync(path.join(storedDir, oldFile))).toBe(false)
    expect(await payload.findByID({ collection: 'lead-attachments', id: recent.id })).toBeTruthy()
    expect(await payload.findByID({ collection: 'lead-attachments', id: attached.id })).toBeTruthy()
  })

  it('the hourly cleanup job removes an orphan older than a day and keeps one an hour old', async () => {
    const [dayOld, hourOld] = await uploaded([samples.screenshot, samples.invoice])
    const age = (id: string | number, hours: number) =>
      payload.db.updateOne({ collection: 'lead-attachments', id, data: { createdAt: new Date(Date.now() - hours * 3_600_000).toISOString() }, returning: false })
    await age(dayOld.id, attachmentLimits.orphanHours + 1)
    await age(hourOld.id, 1)

    const job = await payload.jobs.queue({ task: 'removeOrphanAttachments', input: {} })
    await payload.jobs.runByID({ id: job.id, silent: true })

    expect(await payload.findByID({ collection: 'lead-attachments', id: dayOld.id, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'lead-attachments', id: hourOld.id, disableErrors: true })).toBeTruthy()
  })

  it('schedules the cleanup as a Payload task', () => {
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'removeOrphanAttachments')
    expect(task?.schedule?.[0]?.cron).toBeTruthy()
  })
})
