import type { CollectionBeforeChangeHook } from 'payload'

import type { LeadCollection } from '@/leads/constants'

import { reviewEmailFieldName } from '@/leads/constants'
import { agreedToBeContacted, hasOptedOut, type ReviewLead } from '../customer'

type Lead = ReviewLead['doc']

/**
 * The first time a lead moves to Won, its review request is marked in the same save: queued, or opted out
 * when the customer's address already said no. Set once, never cleared, so a lead moved Won, Lost and Won
 * again is asked once; only a request called off because the lead had left Won by its time is marked again
 * when the lead is Won again.
 */
export const markReviewRequest: CollectionBeforeChangeHook<Lead> = async ({
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
