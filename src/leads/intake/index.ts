import 'server-only'

import type { Payload } from 'payload'
import type { z } from 'zod'

import { serverEnv } from '@/config/env'
import { invalid, unavailable, unsupportedMediaType } from '@/server/http/answers'
import { isJson, readJsonObject } from '@/server/http/body'
import { fieldErrors, refusedFields, type FieldErrors } from '@/server/http/field-errors'
import { limitClient, limitSite } from '@/server/http/limits'

import { leadBodyLimitBytes, leadNotSaved, type LeadCollection } from '../constants'
import {
  contactRequestSchema,
  packageRequestSchema,
  type ContactRequest,
  type PackageRequest,
} from '../schema'
import { AttachmentsUnavailable, signedUploads } from './attachments/link'
import { leadSource, type LeadSource } from './source'
import { storeLead, type Stored } from './store'
import { earlierSubmission, idempotencyKeyOf, submissionKey } from './submission'

const received = () =>
  Response.json({ message: 'Thank you, your request was received.' }, { status: 201 })

/** Bots fill every input; people never see this one. */
const isHoneypotFilled = (body: Record<string, unknown>) =>
  typeof body.website === 'string' && body.website.trim() !== ''

type Intake<Parsed> = {
  collection: LeadCollection
  schema: z.ZodType<Parsed>
  toLead: (
    payload: Payload,
    parsed: Parsed,
    source: LeadSource,
  ) => Promise<Stored | { errors: FieldErrors }>
}

async function receiveLead<Parsed>(
  request: Request,
  payload: Payload,
  intake: Intake<Parsed>,
): Promise<Response> {
  const limited = await limitClient('lead', request)
  if (limited) return limited
  if (!isJson(request)) return unsupportedMediaType('application/json')
  const idempotencyKey = idempotencyKeyOf(request.headers)
  if (typeof idempotencyKey === 'object') return invalid(idempotencyKey.errors)

  const read = await readJsonObject(request, leadBodyLimitBytes)
  if ('answer' in read) return read.answer
  if (isHoneypotFilled(read.body)) return received()

  const parsed = intake.schema.safeParse(read.body)
  if (!parsed.success) return invalid(fieldErrors(parsed.error))

  const key = idempotencyKey && submissionKey(idempotencyKey, read.body)
  try {
    const earlier = key ? await earlierSubmission(payload, intake.collection, key) : undefined
    if (earlier?.recent) return received()
    const lead = await intake.toLead(
      payload,
      parsed.data,
      leadSource(read.body.source, request.headers, new URL(serverEnv().publicUrl).origin),
    )
    if ('errors' in lead) return invalid(lead.errors)
    const ceiling = await limitSite('lead', request)
    if (ceiling) return ceiling
    await storeLead(
      payload,
      { ...lead, data: { ...lead.data, submissionKey: key } } as Stored,
      earlier?.id,
    )
  } catch (error) {
    // Another send of this submit stored its lead first: answered as that send was.
    const stored = key && (await earlierSubmission(payload, intake.collection, key).catch(() => {}))
    if (stored && stored.recent) return received()
    if (error instanceof AttachmentsUnavailable) return invalid({ attachments: error.messages })
    const refused = refusedFields(error)
    if (refused) {
      payload.logger.error({
        err: error,
        msg: 'The lead collection refused a lead the intake schema accepted',
      })
      return invalid(refused)
    }
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
  toLead: async (_payload, { attachments, desiredDate, ...sent }, source) => {
    const signed = signedUploads(attachments)
    if ('errors' in signed) return { errors: { attachments: signed.errors } }
    return {
      collection: 'contact-submissions',
      uploads: signed.uploads,
      data: {
        ...sent,
        desiredDate: storedDate(desiredDate),
        attachments: signed.uploads.map((upload) => upload.id),
        source,
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
      // A draft is not on the site yet: its name is refused like an unknown one.
      where: {
        and: [{ name: { equals: request.packageName } }, { _status: { equals: 'published' } }],
      },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const chosen = found.docs[0]
    if (!chosen || typeof chosen.price !== 'number')
      return { errors: { packageName: ['Choose one of the packages on this site'] } }
    const { packageName: _asked, website: _honeypot, ...sent } = request
    return {
      collection: 'package-purchases',
      // The request keeps the package's name and price as the site lists them now.
      data: {
        packageName: chosen.name,
        packagePrice: chosen.price,
        package: chosen.id,
        ...sent,
        source,
      },
    }
  },
}

export const receiveContactRequest = (request: Request, payload: Payload) =>
  receiveLead(request, payload, contactIntake)

export const receivePackageRequest = (request: Request, payload: Payload) =>
  receiveLead(request, payload, packageIntake)
