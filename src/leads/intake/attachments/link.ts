import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { serverEnv } from '@/config/env'
import { transactionDrizzle } from '@/db/transaction'

import { attachmentMessages, type AttachmentReference } from '../../attachments'
import { isValidAttachmentToken } from './token'

/** A reference that stopped being attachable between the check and the lead's write. */
export class AttachmentsUnavailable extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' '))
  }
}

async function unattachedIds(payload: Payload, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'lead-attachments',
    where: { and: [{ id: { in: ids } }, { lead: { exists: false } }] },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => String(doc.id)))
}

/**
 * The ids of the references a visitor sent back, or one message per file that cannot be attached: a
 * forged or expired token, an upload that does not exist (any more) or that belongs to another lead.
 */
export async function attachableUploads(payload: Payload, references: readonly AttachmentReference[]): Promise<{ ids: string[] } | { errors: string[] }> {
  const secret = serverEnv().PAYLOAD_SECRET
  const signed = references.filter((reference) => isValidAttachmentToken(secret, reference.id, reference.token))
  const available = await unattachedIds(payload, signed.map((reference) => reference.id))
  const errors = references.filter((reference) => !available.has(reference.id)).map((reference) => attachmentMessages.unavailable(reference.name))
  return errors.length ? { errors } : { ids: references.map((reference) => reference.id) }
}

/**
 * Inside the lead's transaction: each upload points at the lead, or the whole lead is rolled back. One
 * conditional update, not a check and then a write: of two leads sent at once with the same file (two tabs),
 * the second waits for the first's row lock, then finds the file taken and is refused.
 */
export async function attachUploadsToLead(payload: Payload, req: PayloadRequest, leadId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  const db = await transactionDrizzle(payload, req)
  const { rows } = await db.execute(
    sql`update lead_attachments set lead_id = ${leadId}, updated_at = now() where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and lead_id is null returning id`,
  )
  if (rows.length !== ids.length) throw new AttachmentsUnavailable([attachmentMessages.takenMeanwhile])
}
