import type { CollectionBeforeChangeHook } from 'payload'

import { reviewEmailFieldName, type LeadCollection } from '@/leads/constants'

import { agreedToBeContacted, hasOptedOut, type ReviewLead } from '../customer'

/**
 * Set once, never cleared, so a lead moved Won, Lost and Won again is asked once; only a request
 * called off because the lead had left Won by its time is marked again.
 */
export const markReviewRequest: CollectionBeforeChangeHook<ReviewLead['doc']> = async ({
  data,
  originalDoc,
  operation,
  collection,
  req,
}) => {
  if (operation !== 'update' || data.status !== 'won' || originalDoc?.status === 'won') return data
  const earlier = originalDoc?.[reviewEmailFieldName]
  if (!originalDoc || (earlier?.queuedAt && earlier.status !== 'notWon')) return data
  const lead = {
    collection: collection.slug as LeadCollection,
    doc: { ...originalDoc, ...data },
  } as ReviewLead
  if (!agreedToBeContacted(lead)) return data
  const optedOut = await hasOptedOut(req.payload, lead.doc.email, req)
  data[reviewEmailFieldName] = {
    status: optedOut ? 'optedOut' : 'queued',
    queuedAt: new Date().toISOString(),
    attempts: 0,
  }
  return data
}
