import { addHours } from 'date-fns'
import type { CollectionAfterChangeHook } from 'payload'

import { serverEnv } from '@/config/env'
import { reviewEmailFieldName, type LeadCollection } from '@/leads/constants'

import { reviewRequestTask } from '../constants'
import type { ReviewLead } from '../customer'

/** In the save's own transaction, so the mark and the job are committed together or not at all. */
export const queueReviewRequest: CollectionAfterChangeHook<ReviewLead['doc']> = async ({
  doc,
  previousDoc,
  collection,
  req,
}) => {
  const request = doc[reviewEmailFieldName]
  if (
    request?.status !== 'queued' ||
    !request.queuedAt ||
    previousDoc?.[reviewEmailFieldName]?.queuedAt === request.queuedAt
  )
    return doc
  await req.payload.jobs.queue({
    task: reviewRequestTask,
    input: { collection: collection.slug as LeadCollection, leadId: doc.id },
    waitUntil: addHours(request.queuedAt, serverEnv().REVIEW_REQUEST_DELAY_DAYS * 24),
    req,
  })
  return doc
}
