import 'server-only'

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { emailKinds, emailStateFieldName, leadEmailTask, type LeadCollection } from '../constants'
import { linkUploads, lockUploads, type SignedUpload } from './attachments/link'
import { giveConfirmationBack, takeConfirmation } from './confirmation-limit'
import { inTransaction } from '@/db/transaction'

/** Status and email states are the server's own, set here. */
type LeadData<Collection extends LeadCollection> = Omit<
  RequiredDataFromCollectionSlug<Collection>,
  'status' | (typeof emailStateFieldName)[keyof typeof emailStateFieldName]
>

export type Stored =
  | {
      collection: 'contact-submissions'
      data: LeadData<'contact-submissions'>
      uploads: SignedUpload[]
    }
  | { collection: 'package-purchases'; data: LeadData<'package-purchases'>; uploads?: never }

/**
 * The lead, its uploads' link and its email jobs share one transaction. Uploads are locked first,
 * so one removed meanwhile refuses the lead by name; the confirmation is taken after the unique
 * submit key passes, so of two sends of one submit the stored one has it.
 */
export async function storeLead(
  payload: Payload,
  stored: Stored,
  expiredKeyHolder?: string,
): Promise<void> {
  const { collection } = stored
  const uploads = stored.uploads ?? []
  let confirm = false
  await inTransaction(payload, async (req) => {
    if (expiredKeyHolder)
      await payload.update({
        collection,
        id: expiredKeyHolder,
        data: { submissionKey: null },
        req,
        overrideAccess: true,
        depth: 0,
      })
    await lockUploads(payload, req, uploads)
    const lead = await payload.create({
      collection,
      data: {
        ...stored.data,
        status: 'new',
        [emailStateFieldName.notification]: { status: 'queued', attempts: 0 },
        [emailStateFieldName.confirmation]: { status: 'queued', attempts: 0 },
      } as RequiredDataFromCollectionSlug<LeadCollection>,
      req,
      overrideAccess: true,
      depth: 0,
    })
    confirm = await takeConfirmation(stored.data.email)
    if (!confirm)
      await payload.update({
        collection,
        id: lead.id,
        data: { [emailStateFieldName.confirmation]: { status: 'skipped', attempts: 0 } },
        req,
        overrideAccess: true,
        depth: 0,
      })
    await linkUploads(payload, req, String(lead.id), uploads)
    for (const kind of emailKinds.filter((each) => each !== 'confirmation' || confirm)) {
      await payload.jobs.queue({
        task: leadEmailTask,
        input: { collection, leadId: String(lead.id), kind },
        req,
      })
    }
  }).catch(async (error: unknown) => {
    if (confirm) await giveConfirmationBack(stored.data.email)
    throw error
  })
}
