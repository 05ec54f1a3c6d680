import type { Payload, PayloadRequest } from 'payload'

import { serverEnv } from '@/config/env'

import { attachmentMessages, type AttachmentReference } from '.'
import { isValidAttachmentToken } from './token'

/** A reference that stopped being attachable between the check and the lead's write. */
export class AttachmentsUnavailable extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' '))
  }
}

async function unattachedIds(payload: Payload, ids: string[], req?: PayloadRequest): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: 'lead-attachments',
    where: { and: [{ id: { in: ids } }, { lead: { exists: false } }] },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
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

/** Inside the lead's transaction: each upload points at the lead, or the whole lead is rolled back. */
export async function attachUploadsToLead(payload: Payload, req: PayloadRequest, leadId: string, ids: string[]): Promise<void> {
  const available = await unattachedIds(payload, ids, req)
  if (available.size !== ids.length) throw new AttachmentsUnavailable(['An attached file was already sent with another request: please choose it again.'])
  for (const id of ids) {
    await payload.update({ collection: 'lead-attachments', id, data: { lead: leadId }, overrideAccess: true, depth: 0, req })
  }
}
