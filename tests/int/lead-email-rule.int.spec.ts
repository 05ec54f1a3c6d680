import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { validations, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AttachmentReference } from '@/leads/attachments'
import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'
import { attachmentFormField, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'
import { serviceTypeOptions } from '@/leads/options'
import { contactRequestSchema, limits, packageRequestSchema } from '@/leads/schema'
import type { User } from '@/payload-types'

import { samples } from './attachments.samples'
import { getTestPayload } from './helpers/test-payload'
import { contactBody, packageBody } from '../../scripts/lib/lead-bodies'
import { trickyAddresses } from '../../scripts/lib/email-addresses'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-email-rule-int-'))

/** Whether Payload refused the document for its email field alone. */
const refusedForEmail = (error: unknown) => {
  const { status, data } = error as { status?: number; data?: { errors?: { path: string }[] } }
  return status === 400 && data?.errors?.length === 1 && data.errors[0].path === 'email'
}

describe("a lead's email address", () => {
  let payload: Payload
  let staff: User

  const post = (path: string, body: Record<string, unknown>) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    process.env.DATA_DIR = dataDir
    process.env.JOBS_AUTORUN = 'false'
    process.env.LEADS_RATE_LIMIT_MAX = '100000'
    payload = await getTestPayload()
    await payload.create({
      collection: 'users',
      data: {
        email: 'boss@example.com',
        username: 'boss',
        password: 'Osprey-sunrise-dock-19',
        role: 'owner',
      },
    })
    staff = await payload.create({
      collection: 'users',
      data: {
        email: 'tech@example.com',
        username: 'tech',
        password: 'Mangrove-kayak-river-88',
        role: 'staff',
      },
    })
  })

  afterAll(async () => {
    await payload?.destroy()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it("gets the same verdict from the forms' schema and from the lead collections, and Payload's own check accepts every valid one", async () => {
    const t = ((key: string) => key) as never
    for (const { address, valid } of trickyAddresses) {
      const collections = []
      for (const collection of ['contact-submissions', 'package-purchases'] as const) {
        const base =
          collection === 'contact-submissions'
            ? { name: 'Rule', message: 'Hi', agreeToContact: true }
            : { packageName: 'Business Website', customerName: 'Rule' }
        const stored = await payload
          .create({
            collection,
            data: {
              ...base,
              email: address,
              status: 'new',
              notificationEmail: { status: 'sent' },
              confirmationEmail: { status: 'sent' },
            } as never,
            overrideAccess: true,
            depth: 0,
          })
          .then(
            () => true,
            (error: unknown) => {
              if (refusedForEmail(error)) return false
              throw error
            },
          )
        collections.push(stored)
      }
      const verdicts = {
        contactSchema: contactRequestSchema.shape.email.safeParse(address).success,
        packageSchema: packageRequestSchema.shape.email.safeParse(address).success,
        contactCollection: collections[0],
        packageCollection: collections[1],
      }
      expect(verdicts, address).toEqual({
        contactSchema: valid,
        packageSchema: valid,
        contactCollection: valid,
        packageCollection: valid,
      })
      if (valid)
        expect(
          validations.email(address, { req: { payload, t }, required: true } as never),
          address,
        ).toBe(true)
    }
  })

  it('lets staff change status, assignee and a note on every lead the intake stores, and changes nothing else', async () => {
    const form = new FormData()
    for (const file of [samples.screenshot, samples.invoice, samples.errorText]) {
      form.append(
        attachmentFormField,
        new File([new Uint8Array(file.bytes)], file.name, { type: file.type }),
      )
    }
    const uploadAnswer = await receiveAttachmentUpload(
      new Request('http://localhost/api/contact/attachments', { method: 'POST', body: form }),
      payload,
    )
    expect(uploadAnswer.status).toBe(201)
    const { attachments } = (await uploadAnswer.json()) as { attachments: AttachmentReference[] }

    // Every address the forms' schema lets through must make a lead staff can save, whatever the list says of it.
    const accepted = trickyAddresses
      .map(({ address }) => address)
      .filter((address) => contactRequestSchema.shape.email.safeParse(address).success)
    const longest = accepted.reduce((a, b) => (b.length > a.length ? b : a))
    const contacts: Record<string, unknown>[] = [
      {
        name: 'Every optional empty',
        email: 'min@example.org',
        phone: '',
        company: '',
        subject: '',
        serviceType: '',
        budgetRange: '',
        servicesNeeded: '[]',
        desiredDate: null,
        preferredTime: '',
        message: 'Hi',
        attachments: '[]',
        subscribeToUpdates: false,
        agreeToContact: true,
      },
      contactBody({
        name: 'N'.repeat(limits.name),
        email: longest,
        phone: `+${'1'.repeat(limits.phone - 1)}`,
        company: 'C'.repeat(limits.company),
        subject: 'S'.repeat(limits.subject),
        message: `${'M'.repeat(limits.message - 2)}\n.`,
        servicesNeeded: JSON.stringify(serviceTypeOptions.map((option) => option.value)),
        attachments: JSON.stringify(attachments),
      }),
      contactBody({
        name: 'עדה לאבלייס',
        company: 'شركة المحركات التحليلية',
        subject: '山田太郎のご相談 ✓',
        message: 'Zoë 🎉 Ñandú\nمرحبا، الشبكة لا تعمل',
      }),
      ...accepted.map((address) => contactBody({ name: 'Tricky', email: address })),
    ]
    const packages: Record<string, unknown>[] = [
      {
        packageName: 'Business Website',
        customerName: 'Every optional empty',
        email: 'min@example.org',
        company: '',
        phone: '',
        projectDescription: '',
        estimatedTimeline: '',
      },
      packageBody({
        customerName: 'N'.repeat(limits.name),
        email: longest,
        company: 'C'.repeat(limits.company),
        phone: `+${'1'.repeat(limits.phone - 1)}`,
        projectDescription: `${'P'.repeat(limits.projectDescription - 2)}\n.`,
      }),
      packageBody({
        customerName: 'محمد عبد الله',
        company: 'חברת המהדרים',
        projectDescription: 'אתר עם בלוג 📚',
      }),
      ...accepted.map((address) => packageBody({ customerName: 'Tricky', email: address })),
    ]
    for (const body of contacts)
      expect(
        (await receiveContactRequest(post('/api/contact', body), payload)).status,
        JSON.stringify(body).slice(0, 80),
      ).toBe(201)
    for (const body of packages)
      expect(
        (await receivePackageRequest(post('/api/package-purchase', body), payload)).status,
        JSON.stringify(body).slice(0, 80),
      ).toBe(201)

    const worked = ['status', 'assignee', 'notes', 'statusHistory', 'updatedAt']
    const unworked = (lead: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(lead).filter(([key]) => !worked.includes(key)))
    // The leads of the test above are named "Rule"; these are the ones the intake stored.
    for (const [collection, expected, nameField] of [
      ['contact-submissions', contacts.length, 'name'],
      ['package-purchases', packages.length, 'customerName'],
    ] as const) {
      const where = { [nameField]: { not_equals: 'Rule' } }
      const { docs } = await payload.find({
        collection,
        where,
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      expect(docs).toHaveLength(expected)
      for (const lead of docs) {
        const saved = await payload.update({
          collection,
          id: lead.id,
          data: {
            status: 'contacted',
            assignee: staff.id,
            notes: [{ text: 'Called back, visit booked' }],
          },
          user: staff,
          overrideAccess: false,
          depth: 0,
        })
        expect(saved).toMatchObject({
          status: 'contacted',
          assignee: staff.id,
          notes: [{ text: 'Called back, visit booked', author: staff.id }],
        })
        const readBack = await payload.findByID({
          collection,
          id: lead.id,
          depth: 0,
          overrideAccess: true,
        })
        expect(unworked(readBack as never)).toEqual(unworked(lead as never))
      }
    }
    const withFiles = await payload.find({
      collection: 'contact-submissions',
      where: { name: { equals: 'N'.repeat(limits.name) } },
      depth: 0,
      overrideAccess: true,
    })
    expect(withFiles.docs[0].attachments).toHaveLength(3)
  })
})
