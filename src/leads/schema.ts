import { z } from '@/lib/zod'

import { emailAddressMaxLength, isEmailAddress } from './email-address'
import {
  attachmentLimits,
  attachmentProblems,
  attachmentReferenceList,
  type AttachmentReference,
} from './attachments'
import {
  budgetRangeOptions,
  contactMethodOptions,
  defaultContactMethod,
  defaultUrgency,
  preferredTimeOptions,
  serviceTypeOptions,
  timelineOptions,
  urgencyOptions,
  valuesOf,
  type Option,
} from './options'

/** Shared by the forms and the endpoints, so browser and server reject input with one message. */

export const limits = {
  name: 100,
  email: emailAddressMaxLength,
  phone: 30,
  company: 120,
  subject: 150,
  message: 5000,
  projectDescription: 5000,
  attachments: attachmentLimits.files,
} as const

export const messages = {
  required: 'Required',
  email: 'Enter a valid email address',
  phone: 'Enter a valid phone number',
  singleLine: 'Must be on a single line',
  controlCharacters: 'Must not contain control characters or text-direction overrides',
  option: 'Choose one of the listed options',
  date: 'Enter a valid date (YYYY-MM-DD)',
  pastDate: 'The desired date cannot be in the past',
  list: 'Must be a JSON-encoded list',
  consent: 'Please agree to be contacted to submit your request.',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const

const lineBreak = /[\r\n]/

/**
 * Characters nobody types: C0 controls but tab and line breaks, DEL, and the bidirectional
 * overrides and isolates that make text read differently from what it holds.
 */
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/

export const hasControlCharacter = (value: string) => controlCharacter.test(value)

/** Refused, not cleaned, so what is stored is what was sent. */
const text = (params?: { error: string }) =>
  z.string(params).refine((value) => !hasControlCharacter(value), messages.controlCharacters)

/** Single-line text ends up in email headers and subjects, so a line break is refused. */
function line(max: number, params?: { error: string }) {
  return text(params)
    .refine((value) => !lineBreak.test(value.trim()), messages.singleLine)
    .trim()
    .max(max, messages.tooLong(max))
}

export const requiredLine = (max: number) =>
  line(max, { error: messages.required }).min(1, messages.required)

const emptyToUndefined = (value: string) => (value === '' ? undefined : value)

const optionalLine = (max: number) => line(max).transform(emptyToUndefined).optional()

export const requiredText = (max: number) =>
  text({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong(max))

const optionalText = (max: number) =>
  text().trim().max(max, messages.tooLong(max)).transform(emptyToUndefined).optional()

const emailAddress = requiredText(limits.email).pipe(
  z.string().refine(isEmailAddress, messages.email),
)

const phoneNumber = line(limits.phone)
  .regex(/^[0-9+().#xX -]*$/, messages.phone)
  .transform(emptyToUndefined)
  .optional()

function choice<const Options extends readonly [Option, ...Option[]]>(options: Options) {
  return z.enum(valuesOf(options), { error: messages.option })
}

/** An unchosen select arrives as "" from the form; it is stored as no value. */
function optionalChoice<const Options extends readonly [Option, ...Option[]]>(options: Options) {
  return z
    .union([choice(options), z.literal('')], { error: messages.option })
    .transform((value) => (value === '' ? undefined : value))
    .optional()
}

export const serviceTypeChoice = choice(serviceTypeOptions)

const servicesNeededList = z
  .array(serviceTypeChoice, { error: 'Must be a list of services' })
  .max(serviceTypeOptions.length, messages.option)
  .refine((list) => new Set(list).size === list.length, 'Each service may be listed once')

const chosenFiles = z
  .array(
    z.custom<File>(
      (value) => typeof File !== 'undefined' && value instanceof File,
      'Must be a file',
    ),
  )
  .superRefine((files, context) => {
    for (const message of attachmentProblems(files)) context.addIssue({ code: 'custom', message })
  })

/** The wire carries both lists as JSON-encoded strings (spec section 7). */
function jsonEncoded<Schema extends z.ZodType>(schema: Schema) {
  return z
    .string({ error: messages.list })
    .max(4000, messages.tooLong(4000))
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: messages.list })
        return z.NEVER
      }
    })
    .pipe(schema)
}

const isoDate =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

export function calendarDate(text: string): string | undefined {
  const match = isoDate.exec(text)
  if (!match) return undefined
  const [, year, month, day] = match.map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return valid ? text.slice(0, 10) : undefined
}

export const earliestDesiredDate = '1900-01-01'

/**
 * The earliest date still today somewhere: the visitor picks in their own zone, and the zone
 * furthest behind UTC is UTC-12.
 */
export function earliestFutureDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

const desiredDateString = z
  .string({ error: messages.date })
  .max(40, messages.date)
  .transform((text, context) => {
    const date = calendarDate(text)
    if (!date) {
      context.addIssue({ code: 'custom', message: messages.date })
      return z.NEVER
    }
    if (date < earliestDesiredDate || date < earliestFutureDate()) {
      context.addIssue({ code: 'custom', message: messages.pastDate })
      return z.NEVER
    }
    return date
  })

/** The local calendar day a visitor picked, as the wire's YYYY-MM-DD. */
export function toDateString(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function startOfToday(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate())
}

const contactFields = {
  name: requiredLine(limits.name),
  email: emailAddress,
  phone: phoneNumber,
  company: optionalLine(limits.company),
  subject: optionalLine(limits.subject),
  serviceType: optionalChoice(serviceTypeOptions),
  budgetRange: optionalChoice(budgetRangeOptions),
  preferredContactMethod: choice(contactMethodOptions).default(defaultContactMethod),
  preferredTime: optionalChoice(preferredTimeOptions),
  urgency: choice(urgencyOptions).default(defaultUrgency),
  message: requiredText(limits.message),
  subscribeToUpdates: z.boolean({ error: 'Must be true or false' }).default(false),
  agreeToContact: z
    .boolean({ error: messages.consent })
    .refine((agreed) => agreed, messages.consent),
}

export const contactFormSchema = z.object({
  ...contactFields,
  servicesNeeded: servicesNeededList,
  attachments: chosenFiles,
  desiredDate: z
    .date({ error: messages.date })
    .refine(
      (date) => toDateString(date) >= earliestDesiredDate && date >= startOfToday(),
      messages.pastDate,
    )
    .optional(),
  website: z.string().optional(),
})

export const contactRequestSchema = z.object({
  ...contactFields,
  servicesNeeded: jsonEncoded(servicesNeededList).default([]),
  /** Files are uploaded first; the request carries their references. */
  attachments: jsonEncoded(attachmentReferenceList).default([]),
  desiredDate: desiredDateString.nullable().optional(),
})

export type ContactFormValues = z.input<typeof contactFormSchema>
export type ContactFormData = z.output<typeof contactFormSchema>
export type ContactRequestBody = z.input<typeof contactRequestSchema>
export type ContactRequest = z.output<typeof contactRequestSchema>

/** The package request, the same shape in the dialog and on the wire (spec section 5). */
export const packageRequestSchema = z.object({
  packageName: requiredLine(limits.name),
  customerName: requiredLine(limits.name),
  email: emailAddress,
  company: optionalLine(limits.company),
  phone: phoneNumber,
  projectDescription: optionalText(limits.projectDescription),
  estimatedTimeline: optionalChoice(timelineOptions),
  /** The honeypot; the endpoint answers a filled one before this schema runs. */
  website: z.string().optional(),
})

export type PackageRequestValues = z.input<typeof packageRequestSchema>
export type PackageRequest = z.output<typeof packageRequestSchema>

/** The wire carries an unset optional field as "". */
export const withBlanks = <Values extends object>(values: Values): Values =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? ''])) as Values

/** The body of POST /api/contact (spec section 7): lists as JSON, the date as YYYY-MM-DD. */
export function toContactRequestBody(
  values: ContactFormData,
  attachments: readonly AttachmentReference[] = [],
): ContactRequestBody {
  const { servicesNeeded, desiredDate, attachments: _files, website: _honeypot, ...typed } = values
  return {
    ...withBlanks(typed),
    servicesNeeded: JSON.stringify(servicesNeeded),
    desiredDate: desiredDate ? toDateString(desiredDate) : null,
    attachments: JSON.stringify(attachments),
  }
}
