import type { Payload, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { attachableUploads, attachUploadsToLead, AttachmentsUnavailable } from './attachments/link'
import { emailKinds, emailStateFieldName, type LeadCollection } from './constants'
import { inTransaction, invalid, limitClient, limitSite, readBoundedBody, tooLarge, unavailable, unsupportedMediaType, type FieldErrors } from './endpoint'
import { contactRequestSchema, packageRequestSchema, type ContactRequest, type PackageRequest } from './schema'
import { leadSource, type LeadSource } from './source'

/** A lead's fields are a few kilobytes; the cap leaves room for the longest message and description. */
export const leadBodyLimitBytes = 64 * 1024

const received = () => Response.json({ message: 'Thank you, your request was received.' }, { status: 201 })

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  return errors
}

const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')

type ReadBody = { body: Record<string, unknown> } | { answer: Response }

async function readJsonObject(request: Request): Promise<ReadBody> {
  const read = await readBoundedBody(request, leadBodyLimitBytes)
  if ('tooLarge' in read) return { answer: tooLarge({ body: [`The request is too large: at most ${leadBodyLimitBytes / 1024} KB`] }) }
  try {
    const body: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes))
    if (body && typeof body === 'object' && !Array.isArray(body)) return { body: body as Record<string, unknown> }
  } catch {
    // answered below like any other body that is not a JSON object
  }
  return { answer: invalid({ body: ['Expected a JSON object'] }) }
}

/** Bots fill every input; people never see this one. */
const isHoneypotFilled = (body: Record<string, unknown>) => typeof body.website === 'string' && body.website.trim() !== ''

type Stored = { collection: LeadCollection; data: Record<string, unknown>; attachmentIds?: string[] }

/** The lead, its attachments' link to it and one job per email are written in one transaction: all exist, or none does. */
async function storeLead(payload: Payload, { collection, data, attachmentIds = [] }: Stored): Promise<void> {
  await inTransaction(payload, async (req: PayloadRequest) => {
    const lead = await payload.create({ collection, data: data as never, req, overrideAccess: true, depth: 0 })
    await attachUploadsToLead(payload, req, String(lead.id), attachmentIds)
    for (const kind of emailKinds) {
      await payload.jobs.queue({ task: 'sendLeadEmail', input: { collection, leadId: String(lead.id), kind }, req })
    }
  })
}

const serverOwnedStart = {
  status: 'new',
  [emailStateFieldName.notification]: { status: 'queued', attempts: 0 },
  [emailStateFieldName.confirmation]: { status: 'queued', attempts: 0 },
}

type Intake<Parsed> = {
  schema: z.ZodType<Parsed>
  toLead: (payload: Payload, parsed: Parsed, source: LeadSource) => Promise<Stored | { errors: FieldErrors }>
}

async function receiveLead<Parsed>(request: Request, payload: Payload, intake: Intake<Parsed>): Promise<Response> {
  const limited = await limitClient('lead', request)
  if (limited) return limited
  if (!isJson(request)) return unsupportedMediaType('application/json')

  const read = await readJsonObject(request)
  if ('answer' in read) return read.answer
  if (isHoneypotFilled(read.body)) return received()

  const parsed = intake.schema.safeParse(read.body)
  if (!parsed.success) return invalid(fieldErrors(parsed.error))

  try {
    const lead = await intake.toLead(payload, parsed.data, leadSource(read.body.source, request.headers))
    if ('errors' in lead) return invalid(lead.errors)
    const ceiling = await limitSite('lead')
    if (ceiling) return ceiling
    await storeLead(payload, lead)
  } catch (error) {
    if (error instanceof AttachmentsUnavailable) return invalid({ attachments: error.messages })
    payload.logger.error({ err: error, msg: 'Could not store a lead' })
    return unavailable('Your request could not be saved. Please try again later.')
  }
  return received()
}

// Stored at noon UTC so the calendar day reads the same in every time zone the admin is opened in.
const storedDate = (date: string | null | undefined) => (date ? `${date}T12:00:00.000Z` : undefined)

const contactIntake: Intake<ContactRequest> = {
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
  schema: packageRequestSchema,
  toLead: async (payload, request, source) => {
    const found = await payload.find({
      collection: 'packages',
      where: { name: { equals: request.packageName } },
      limit: 1,
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
