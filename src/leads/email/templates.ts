import type { ContactSubmission, LeadAttachment, PackagePurchase } from '@/payload-types'

import { leadFieldRows, leadFieldsOf } from '../kinds'
import { labelOf, serviceTypeOptions } from '../options'

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
 * Every subject goes through here. nodemailer encodes a subject only when it holds non-ASCII, so a
 * visitor's literal "=?utf-8?B?...?=" would reach the header as an encoded word that mail clients
 * decode; an invisible word joiner inside each "=?" makes nodemailer encode the whole subject, and
 * the client shows it as typed. Stored text stays as sent. Line breaks are flattened as a second guard.
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

type AttachmentLink = { name: string; url: string }

/** Links into the admin, which asks for a sign-in: files never travel by email. */
function attachmentLinks(lead: Lead, adminUrl: string): AttachmentLink[] {
  if (lead.collection !== 'contact-submissions') return []
  return (lead.doc.attachments ?? []).map((attachment: string | LeadAttachment) => {
    const id = typeof attachment === 'string' ? attachment : attachment.id
    const name =
      typeof attachment === 'string'
        ? 'Attachment'
        : `${attachment.originalName} (${kilobytes(attachment.filesize)})`
    return { name, url: `${adminUrl}/admin/collections/lead-attachments/${id}` }
  })
}

const kilobytes = (bytes: number | null | undefined) =>
  `${Math.max(1, Math.round((bytes ?? 0) / 1024)).toLocaleString('en-US')} KB`

function attachmentText(links: AttachmentLink[]): string {
  return links.length
    ? `\n\nAttachments (sign in to open):\n${links.map((link) => `- ${link.name}: ${link.url}`).join('\n')}`
    : ''
}

function attachmentHtml(links: AttachmentLink[]): string {
  if (!links.length) return ''
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.name)}</a></li>`)
    .join('')
  return `<h2 style="font-size:16px">Attachments (sign in to open)</h2><ul>${items}</ul>`
}

export function notificationEmail(lead: Lead, adminUrl: string): LeadEmail {
  const rows = [...leadFieldRows(leadFieldsOf[lead.collection], lead.doc), ...sourceRows(lead.doc)]
  const attachments = attachmentLinks(lead, adminUrl)
  const link = `${adminUrl}/admin/collections/${lead.collection}/${lead.doc.id}`
  const subject =
    lead.collection === 'contact-submissions'
      ? `New service request from ${lead.doc.name}${lead.doc.serviceType ? ` (${lead.doc.serviceType})` : ''}`
      : `New ${lead.doc.packageName} package request from ${lead.doc.customerName}`
  const heading =
    lead.collection === 'contact-submissions' ? 'New service request' : 'New package request'
  return {
    subject: headerText(subject),
    text: `${heading}\n\n${textTable(rows)}${attachmentText(attachments)}\n\nOpen in the admin: ${link}\n`,
    html: htmlDocument(
      `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>${htmlTable(rows)}${attachmentHtml(attachments)}<p><a href="${escapeHtml(link)}">Open in the admin</a></p>`,
    ),
  }
}

/**
 * Goes to whatever address was typed, so it carries nothing else the visitor typed: a fixed
 * greeting and the service or package chosen from the site's own lists.
 */
export function confirmationEmail(lead: Lead, businessName: string): LeadEmail {
  const service =
    lead.collection === 'contact-submissions'
      ? labelOf(serviceTypeOptions, lead.doc.serviceType)
      : ''
  const what =
    lead.collection === 'contact-submissions'
      ? `your service request${service ? ` about ${service}` : ''}`
      : `your request for the ${lead.doc.packageName} package`
  const lines = [
    'Hello,',
    `Thank you for contacting ${businessName}. We received ${what} and will get back to you within 24 hours.`,
    'If you need us sooner, reply to this email or give us a call.',
  ]
  return {
    subject: headerText(`We received your request - ${businessName}`),
    text: `${lines.join('\n\n')}\n\n${businessName}\n`,
    html: htmlDocument(
      `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>${escapeHtml(businessName)}</p>`,
    ),
  }
}
