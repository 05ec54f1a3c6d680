import type { Payload, PayloadRequest, Where } from 'payload'

import { leadCollections, reviewEmailFieldName, type LeadCollection } from '@/leads/constants'

import type { CancelledReviewStatus } from './options'

/**
 * An email already sent, given up or called off keeps its state. A runner's claim is released too,
 * as nothing will be sent under it.
 */
export async function cancelQueuedReviewRequests(
  payload: Payload,
  where: Where,
  status: CancelledReviewStatus,
  options: { collections?: readonly LeadCollection[]; req?: PayloadRequest } = {},
) {
  for (const collection of options.collections ?? leadCollections) {
    await payload.update({
      collection,
      where: {
        and: [where, { [`${reviewEmailFieldName}.status`]: { in: ['queued', 'retrying'] } }],
      },
      data: { [reviewEmailFieldName]: { status, claimedBy: null, claimedUntil: null } },
      overrideAccess: true,
      req: options.req,
    })
  }
}
