import 'server-only'

import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { emailKinds, emailStateFieldName, leadEmailTask, type LeadCollection } from '../constants'
import { linkUploads, lockUploads, type SignedUpload } from './attachments/link'
import { mayConfirm } from './confirmation-limit'
import { inTransaction } from '@/db/transaction'

type LeadData<Collection extends LeadCollection> = Omit<
  RequiredDataFromCollectionSlug<Collection>,
  typeof emailStateFieldName.confirmation
>

export type Stored =
  | {
      collection: 'contact-submissions'
      data: LeadData<'contact-submissions'>
      uploads: SignedUpload[]
    }
  | { collection: 'package-purchases'; data: LeadData<'package-purchases'>; uploads?: never }

/**
 * The lead, its uploads' link to it and one job per email, in one transaction through Payload's Local API:
 * all exist, or none does, and the collection's validation and hooks run as for any document. The team is
 * told of every lead; the visitor's confirmation is skipped when one already went to the same address
 * within the hour. The uploads are locked before the lead refers to them, so one removed meanwhile
 * refuses the lead by name instead of failing on the reference.
 *
 * A submit whose key an earlier lead held past its day (`expiredKeyHolder`) takes the key from it, so a
 * further retry finds the new lead. Of two sends of one submit, the unique index on the key refuses the
 * second's lead (or the first took its files): the intake then answers it as the first (index.ts).
 */
export async function storeLead(
  payload: Payload,
  stored: Stored,
  expiredKeyHolder?: string,
): Promise<void> {
  const { collection } = stored
  const uploads = stored.uploads ?? []
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
    const confirm = await mayConfirm(payload, req, stored.data.email)
    const confirmationEmail = { status: confirm ? 'queued' : 'skipped', attempts: 0 } as const
    const lead = await payload.create({
      collection,
      data: {
        ...stored.data,
        [emailStateFieldName.confirmation]: confirmationEmail,
      } as RequiredDataFromCollectionSlug<LeadCollection>,
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
  })
}
