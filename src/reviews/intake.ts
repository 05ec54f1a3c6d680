import type { Payload } from 'payload'

import { inTransaction } from '@/db/transaction'
import { invalid, unavailable } from '@/server/http/answers'
import { readGuardedJson } from '@/server/http/json-request'
import { limitSite } from '@/server/http/limits'

import { reviewBodyLimitBytes, reviewReceivedEmailField, reviewReceivedTask } from './constants'
import { leadOfLink } from './customer'
import { reviewRequestSchema } from './schema'
import { reviewKeyOf } from './token'

export const reviewLinkMessages = {
  invalid: 'This review link does not work. Please open it again from the email.',
  expired: 'This review link has expired.',
  received: 'A review was already received through this link.',
  notSaved: 'Your review could not be saved. Please try again later.',
} as const

/** Drafts included: moderation has not happened yet. */
export async function reviewReceived(payload: Payload, requestKey: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'reviews',
    where: { requestKey: { equals: requestKey } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

export async function receiveReview(request: Request, payload: Payload): Promise<Response> {
  const read = await readGuardedJson(request, {
    kind: 'review',
    maxBytes: reviewBodyLimitBytes,
    schema: reviewRequestSchema,
  })
  if ('answer' in read) return read.answer
  // A lookup that fails is answered by the route's 503.
  const opened = await leadOfLink(payload, read.data.token, 'review')
  if (opened.state !== 'open') return invalid({ token: [reviewLinkMessages[opened.state]] })
  const requestKey = reviewKeyOf(opened.link)
  try {
    if (await reviewReceived(payload, requestKey))
      return invalid({ token: [reviewLinkMessages.received] })
    const ceiling = await limitSite('review', request)
    if (ceiling) return ceiling
    const { rating, text, reviewerName, town } = read.data
    await inTransaction(payload, async (req) => {
      const review = await payload.create({
        collection: 'reviews',
        draft: true,
        data: {
          reviewerName,
          town,
          rating,
          text,
          reviewDate: new Date().toISOString(),
          source: 'customer',
          lead: { relationTo: opened.link.collection, value: opened.link.leadId },
          requestKey,
          [reviewReceivedEmailField]: { status: 'queued' },
          _status: 'draft',
        },
        overrideAccess: true,
        req,
      })
      await payload.jobs.queue({ task: reviewReceivedTask, input: { reviewId: review.id }, req })
    })
  } catch (error) {
    // Two sends raced and the unique requestKey let the first through. Told by the stored review,
    // not the error's class, which the production bundle may hold twice.
    if (await reviewReceived(payload, requestKey).catch(() => false))
      return invalid({ token: [reviewLinkMessages.received] })
    payload.logger.error({ err: error, msg: 'Could not store a review' })
    return unavailable(reviewLinkMessages.notSaved)
  }
  return Response.json({ message: 'Thank you, your review was received.' }, { status: 201 })
}
