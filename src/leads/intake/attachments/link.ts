import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { serverEnv } from '@/config/env'
import { lockFreeUploads } from '@/db/leads'

import { attachmentMessages, type AttachmentReference } from '../../attachments'
import { isValidAttachmentToken } from './token'

/** The 400 names each file a lead cannot take. */
export class AttachmentsUnavailable extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join(' '))
  }
}

export type SignedUpload = { id: string; name: string }

/** One message per file whose token this site did not sign (forged, expired). */
export function signedUploads(
  references: readonly AttachmentReference[],
): { uploads: SignedUpload[] } | { errors: string[] } {
  const secret = serverEnv().PAYLOAD_SECRET
  const forged = references.filter(
    (reference) => !isValidAttachmentToken(secret, reference.id, reference.token),
  )
  if (forged.length)
    return { errors: forged.map((reference) => attachmentMessages.unavailable(reference.name)) }
  return { uploads: references.map(({ id, name }) => ({ id, name })) }
}

/**
 * Locked, an upload can be neither removed by the hourly cleanup nor taken by another lead until
 * the transaction ends; of two leads sent at once with the same file, the second finds it taken.
 */
export async function lockUploads(
  payload: Payload,
  req: PayloadRequest,
  uploads: readonly SignedUpload[],
): Promise<void> {
  if (uploads.length === 0) return
  const ids = uploads.map((upload) => upload.id)
  const free = new Set(await lockFreeUploads(payload, req, ids))
  const unavailable = uploads.filter((upload) => !free.has(upload.id))
  if (unavailable.length)
    throw new AttachmentsUnavailable(
      unavailable.map((upload) => attachmentMessages.unavailable(upload.name)),
    )
}

export async function linkUploads(
  payload: Payload,
  req: PayloadRequest,
  leadId: string,
  uploads: readonly SignedUpload[],
): Promise<void> {
  if (uploads.length === 0) return
  const { errors } = await payload.update({
    collection: 'lead-attachments',
    where: { id: { in: uploads.map((upload) => upload.id) } },
    data: { lead: leadId },
    req,
    overrideAccess: true,
    depth: 0,
  })
  if (errors.length)
    throw new Error(
      `Could not link the uploads of lead ${leadId}: ${errors.map((error) => error.message).join('; ')}`,
    )
}
