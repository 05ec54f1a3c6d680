import type { ContactSubmission, LeadAttachment, PackagePurchase } from '@/payload-types'

import type { ReplyPromise } from '@/content/globals/SiteSettings/reply-promise'

import { leadFieldRows, leadFieldsOf } from '../kinds'
import { defaultUrgency, type flaggedUrgencies, type Urgency } from '../options'

export type LeadEmail = { subject: string; text: string; html: string }

export type Lead =
  | { collection: 'contact-submissions'; doc: ContactSubmission }
  | { collection: 'package-purchases'; doc: PackagePurchase }

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Everything a visitor typed goes through here before it reaches an HTML body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character])
}

/**
 * For every subject: nodemailer encodes a subject only when it holds non-ASCII, so a visitor's
 * literal "=?utf-8?B?...?=" would reach mail clients as an encoded word they decode; a word joiner
 * inside each "=?" makes nodemailer encode the whole subject, which then shows as typed.
 */
export function headerText(value: string): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .replaceAll('=?', '=\u2060?')
    .trim()
}

type Row = [label: string, value: string]

function sourceRows(doc: ContactSubmission | PackagePurchase): Row[] {
  const utm =
    doc.source?.utm && typeof doc.source.utm === 'object' ? Object.entries(doc.source.utm) : []
  return [
    ['Sent from', doc.source?.page ?? ''],
    ['Referrer', doc.source?.referrer ?? ''],
    ...utm.map(([key, value]): Row => [key, String(value)]),
  ]
}

function textTable(rows: Row[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n')
}

function htmlTable(rows: Row[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')
  return `<table cellspacing="0" cellpadding="0">${cells}</table>`
}

export function htmlDocument(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#111">${body}</body></html>`
}

const kilobytes = (bytes: number | null | undefined) =>
  `${Math.max(1, Math.round((bytes ?? 0) / 1024)).toLocaleString('en-US')} KB`

/** Links into the admin, which asks for a sign-in: files never travel by email. */
function attachmentLinks(lead: Lead, adminUrl: string): { text: string; html: string } {
  const links = (lead.collection === 'contact-submissions' ? (lead.doc.attachments ?? []) : []).map(
    (attachment: string | LeadAttachment) => ({
      name:
        typeof attachment === 'string'
          ? 'Attachment'
          : `${attachment.originalName} (${kilobytes(attachment.filesize)})`,
      url: `${adminUrl}/admin/collections/lead-attachments/${typeof attachment === 'string' ? attachment : attachment.id}`,
    }),
  )
  if (!links.length) return { text: '', html: '' }
  const items = links.map(
    ({ name, url }) => `<li><a href="${escapeHtml(url)}">${escapeHtml(name)}</a></li>`,
  )
  return {
    text: `\n\nAttachments (sign in to open):\n${links.map(({ name, url }) => `- ${name}: ${url}`).join('\n')}`,
    html: `<h2 style="font-size:16px">Attachments (sign in to open)</h2><ul>${items.join('')}</ul>`,
  }
}

/** Put before the subject and the first line, so a request that cannot wait is seen first. */
const flaggedPrefix: Record<(typeof flaggedUrgencies)[number], string> = {
  urgent: 'URGENT – same day: ',
  high: 'HIGH – within 24 hours: ',
}

export function notificationEmail(lead: Lead, adminUrl: string): LeadEmail {
  const rows = [...leadFieldRows(leadFieldsOf[lead.collection], lead.doc), ...sourceRows(lead.doc)]
  const attachments = attachmentLinks(lead, adminUrl)
  const link = `${adminUrl}/admin/collections/${lead.collection}/${lead.doc.id}`
  const contact = lead.collection === 'contact-submissions'
  const prefix = contact
    ? (flaggedPrefix[lead.doc.urgency as keyof typeof flaggedPrefix] ?? '')
    : ''
  const subject = contact
    ? `${prefix}New service request from ${lead.doc.name}${lead.doc.serviceType ? ` (${lead.doc.serviceType})` : ''}`
    : `New ${lead.doc.packageName} package request from ${lead.doc.customerName}`
  const heading = contact ? `${prefix}New service request` : 'New package request'
  return {
    subject: headerText(subject),
    text: `${heading}\n\n${textTable(rows)}${attachments.text}\n\nOpen in the admin: ${link}\n`,
    html: htmlDocument(
      `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>${htmlTable(rows)}${attachments.html}<p><a href="${escapeHtml(link)}">Open in the admin</a></p>`,
    ),
  }
}

export type ConfirmationSender = { businessName: string; phone: string; replyPromise: ReplyPromise }

/** The choices a confirmation repeats, read as the team's email reads them. */
const repeatedFields: Record<Lead['collection'], string[]> = {
  'contact-submissions': ['serviceType', 'urgency'],
  'package-purchases': ['packageName', 'estimatedTimeline'],
}

function askedRows(lead: Lead): Row[] {
  const fields = leadFieldsOf[lead.collection].filter((field) =>
    repeatedFields[lead.collection].includes(field.name),
  )
  return leadFieldRows(fields, lead.doc).filter(([, value]) => value)
}

/**
 * Goes to whatever address was typed, so it carries only the first name and the choices, never the
 * message, which would let anyone mail their own text under the business's name.
 */
export function confirmationEmail(lead: Lead, sender: ConfirmationSender): LeadEmail {
  const { businessName, phone, replyPromise } = sender
  const contact = lead.collection === 'contact-submissions'
  const fullName = contact ? lead.doc.name : lead.doc.customerName
  const firstName = fullName.trim().split(/\s+/)[0].slice(0, 40)
  const kind = contact ? 'service request' : 'package request'
  const urgency = ((contact && lead.doc.urgency) || defaultUrgency) as Urgency
  const promise = contact ? (replyPromise[urgency] ?? replyPromise.normal) : replyPromise.package
  const lines = [
    firstName ? `Hello ${firstName},` : 'Hello,',
    `Thank you for contacting ${businessName}. We received your ${kind}. ${promise}`,
    ...(replyPromise.businessHours ? [`Business hours: ${replyPromise.businessHours}`] : []),
    phone
      ? `If you need us sooner, reply to this email or call us at ${phone}.`
      : 'If you need us sooner, reply to this email.',
  ]
  const asked = askedRows(lead)
  const askedText = asked.length ? `What you asked:\n${textTable(asked)}\n\n` : ''
  const askedHtml = asked.length ? `<p>What you asked:</p>${htmlTable(asked)}` : ''
  return {
    subject: headerText(`We received your ${kind} - ${businessName}`),
    text: `${lines.join('\n\n')}\n\n${askedText}${businessName}\n`,
    html: htmlDocument(
      `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${askedHtml}<p>${escapeHtml(businessName)}</p>`,
    ),
  }
}
