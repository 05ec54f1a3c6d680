import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { serverEnv } from '@/config/env'
import { preparedStatement, type PreparedStatement } from '@/db/prepared-statement'

import { attachableUploads, AttachmentsUnavailable } from './attachments/link'
import { emailStateFieldName, leadBodyLimitBytes, leadCollections, type LeadCollection } from '../constants'
import { fieldErrors, invalid, isJson, leadNotSaved, limitClient, limitSite, readJsonObject, unavailable, unsupportedMediaType, type FieldErrors } from './endpoint'
import { contactRequestSchema, packageRequestSchema, type ContactRequest, type PackageRequest } from '../schema'
import { leadSource, type LeadSource } from './source'
import { storeLead, type Stored } from './store'
import { leadTable, leadTableName } from '../tables'

const received = () => Response.json({ message: 'Thank you, your request was received.' }, { status: 201 })

const submissionKeyPattern = /^[\w-]{16,128}$/
const submissionKeyWindowMs = 24 * 60 * 60 * 1000

/** The browser's Idempotency-Key: one per submit, the same on every retry of it. */
function submissionKeyOf(headers: Headers): string | undefined | { errors: FieldErrors } {
  const key = headers.get('idempotency-key')?.trim()
  if (!key) return undefined
  if (!submissionKeyPattern.test(key)) return { errors: { idempotencyKey: ['The Idempotency-Key header must be 16-128 letters, digits, "-" or "_"'] } }
  return key
}

const leadOfKey = Object.fromEntries(
  leadCollections.map((collection) => [
    collection,
    preparedStatement(`lead_of_key_${leadTableName(collection)}`, () => sql`select created_at from ${leadTable(collection)} where submission_key = ${sql.placeholder('key')} limit 1`),
  ]),
) as Record<LeadCollection, PreparedStatement<{ created_at: string }, { key: string }>>

/** Whether a lead was already stored for this key, and whether that was within the day a key is kept. */
async function earlierSubmission(payload: Payload, collection: LeadCollection, key: string): Promise<'recent' | 'expired' | undefined> {
  const [earlier] = await leadOfKey[collection].run(payload, undefined, { key })
  if (!earlier) return undefined
  return Date.now() - new Date(earlier.created_at).getTime() < submissionKeyWindowMs ? 'recent' : 'expired'
}

/** Bots fill every input; people never see this one. */
const isHoneypotFilled = (body: Record<string, unknown>) => typeof body.website === 'string' && body.website.trim() !== ''

const serverOwnedStart = {
  status: 'new',
  [emailStateFieldName.notification]: { status: 'queued', attempts: 0 },
}

type Intake<Parsed> = {
  collection: LeadCollection
  schema: z.ZodType<Parsed>
  toLead: (payload: Payload, parsed: Parsed, source: LeadSource) => Promise<Stored | { errors: FieldErrors }>
}

async function receiveLead<Parsed>(request: Request, payload: Payload, intake: Intake<Parsed>): Promise<Response> {
  const limited = await limitClient('lead', request)
  if (limited) return limited
  if (!isJson(request)) return unsupportedMediaType('application/json')
  const key = submissionKeyOf(request.headers)
  if (typeof key === 'object') return invalid(key.errors)

  const read = await readJsonObject(request, leadBodyLimitBytes)
  if ('answer' in read) return read.answer
  if (isHoneypotFilled(read.body)) return received()

  const parsed = intake.schema.safeParse(read.body)
  if (!parsed.success) return invalid(fieldErrors(parsed.error))

  let submissionKey = key
  try {
    if (key) {
      const earlier = await earlierSubmission(payload, intake.collection, key)
      if (earlier === 'recent') return received()
      // Kept a day: an older lead keeps the key, and this one is stored without it.
      if (earlier === 'expired') submissionKey = undefined
    }
    const lead = await intake.toLead(payload, parsed.data, leadSource(read.body.source, request.headers, new URL(serverEnv().publicUrl).origin))
    if ('errors' in lead) return invalid(lead.errors)
    const ceiling = await limitSite('lead', request)
    if (ceiling) return ceiling
    await storeLead(payload, { ...lead, data: { ...lead.data, submissionKey } })
  } catch (error) {
    if (error instanceof AttachmentsUnavailable) return invalid({ attachments: error.messages })
    // Two repeats of one submit raced: the unique key let one of them through, and that is the answer.
    if (submissionKey && (await earlierSubmission(payload, intake.collection, submissionKey).catch(() => undefined)) === 'recent') return received()
    payload.logger.error({ err: error, msg: 'Could not store a lead' })
    return unavailable(leadNotSaved)
  }
  return received()
}

// Stored at noon UTC so the calendar day reads the same in every time zone the admin is opened in.
const storedDate = (date: string | null | undefined) => (date ? `${date}T12:00:00.000Z` : undefined)

const contactIntake: Intake<ContactRequest> = {
  collection: 'contact-submissions',
  schema: contactRequestSchema,
  toLead: async (payload, request, source) => {
    const uploads = await attachableUploads(payload, request.attachments)
    if ('errors' in uploads) return { errors: { attachments: uploads.errors } }
    return {
      collection: 'contact-submissions',
      attachmentIds: uploads.ids,
      data: {
        name: request.name,
        email: request.email,
        phone: request.phone,
        company: request.company,
        subject: request.subject,
        serviceType: request.serviceType,
        budgetRange: request.budgetRange,
        servicesNeeded: request.servicesNeeded,
        preferredContactMethod: request.preferredContactMethod,
        desiredDate: storedDate(request.desiredDate),
        preferredTime: request.preferredTime,
        urgency: request.urgency,
        message: request.message,
        attachments: uploads.ids,
        subscribeToUpdates: request.subscribeToUpdates,
        agreeToContact: request.agreeToContact,
        source,
        ...serverOwnedStart,
      },
    }
  },
}

const packageIntake: Intake<PackageRequest> = {
  collection: 'package-purchases',
  schema: packageRequestSchema,
  toLead: async (payload, request, source) => {
    const found = await payload.find({
      collection: 'packages',
      where: { name: { equals: request.packageName } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const chosen = found.docs[0]
    if (!chosen) return { errors: { packageName: ['Choose one of the packages on this site'] } }
    return {
      collection: 'package-purchases',
      data: {
        packageName: chosen.name,
        packagePrice: chosen.price,
        package: chosen.id,
        customerName: request.customerName,
        email: request.email,
        phone: request.phone,
        company: request.company,
        projectDescription: request.projectDescription,
        estimatedTimeline: request.estimatedTimeline,
        source,
        ...serverOwnedStart,
      },
    }
  },
}

/** POST /api/contact: a service request from the contact section's form. */
export const receiveContactRequest = (request: Request, payload: Payload) => receiveLead(request, payload, contactIntake)

/** POST /api/package-purchase: a package request from a package card's dialog. */
export const receivePackageRequest = (request: Request, payload: Payload) => receiveLead(request, payload, packageIntake)
