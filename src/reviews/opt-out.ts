import type { Payload } from 'payload'

import { inTransaction } from '@/db/transaction'
import { invalid, unavailable } from '@/server/http/answers'
import { readBoundedBody } from '@/server/http/body'
import { limitClient } from '@/server/http/limits'
import { reviewEmailFieldName } from '@/leads/constants'

import { optOutPagePath } from './constants'
import { cancelQueuedReviewRequests } from './cancel'
import { leadOfLink, leadsOfAddress, type ReviewLead } from './customer'

export const optOutNotSaved = 'Your choice could not be saved. Please try again later.'

/**
 * The link's lead records the opt-out, which keeps later leads from the address from being asked,
 * and waiting requests are marked opted out.
 */
async function optOutOfReviews(payload: Payload, { collection, doc }: ReviewLead) {
  await inTransaction(payload, async (req) => {
    if (!doc[reviewEmailFieldName]?.optedOutAt) {
      await payload.update({
        collection,
        id: doc.id,
        data: { [reviewEmailFieldName]: { optedOutAt: new Date().toISOString() } },
        overrideAccess: true,
        req,
      })
    }
    await cancelQueuedReviewRequests(payload, leadsOfAddress(doc.email), 'optedOut', { req })
  })
}

/** A mail client's one-click unsubscribe (RFC 8058), or the opt-out page's button. */
export async function receiveOptOut(request: Request, payload: Payload): Promise<Response> {
  const limited = await limitClient('review', request)
  if (limited) return limited
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const read = await readBoundedBody(request, 1024)
  const fromPage = 'bytes' in read && new TextDecoder().decode(read.bytes).includes('from=page')
  // A lookup that fails is answered by the route's 503.
  const opened = await leadOfLink(payload, token, 'optOut')
  if (opened.state !== 'open')
    return invalid({
      token: ['This opt-out link does not work. Please open it again from the email.'],
    })
  try {
    await optOutOfReviews(payload, opened.lead)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Could not record an opt-out of review emails' })
    return unavailable(optOutNotSaved)
  }
  if (fromPage)
    return new Response(null, { status: 303, headers: { location: optOutPagePath(token) } })
  return new Response('You will get no more review emails from us.', {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
}
