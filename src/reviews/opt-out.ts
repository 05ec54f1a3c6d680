import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { inTransaction } from '@/db/transaction'
import { invalid, unavailable } from '@/server/http/answers'
import { readBoundedBody } from '@/server/http/body'
import { limitClient } from '@/server/http/limits'
import { reviewEmailFieldName } from '@/leads/constants'

import { optOutPagePath } from './constants'
import { cancelQueuedReviewRequests } from './cancel'
import { findReviewLead, leadsOfAddress } from './customer'
import { readReviewLink, type ReviewLink } from './token'

export const optOutNotSaved = 'Your choice could not be saved. Please try again later.'

const notWorking = () =>
  invalid({ token: ['This opt-out link does not work. Please open it again from the email.'] })

/**
 * The link's lead records the opt-out, which keeps later leads from the address from being asked,
 * and waiting requests are marked opted out. False when the link's lead no longer exists.
 */
async function optOutOfReviews(
  payload: Payload,
  link: Pick<ReviewLink, 'collection' | 'leadId'>,
): Promise<boolean> {
  const lead = await findReviewLead(payload, link.collection, link.leadId)
  if (!lead) return false
  await inTransaction(payload, async (req) => {
    if (!lead.doc[reviewEmailFieldName]?.optedOutAt) {
      await payload.update({
        collection: link.collection,
        id: link.leadId,
        data: { [reviewEmailFieldName]: { optedOutAt: new Date().toISOString() } },
        overrideAccess: true,
        req,
      })
    }
    await cancelQueuedReviewRequests(payload, leadsOfAddress(lead.doc.email), 'optedOut', { req })
  })
  return true
}

/** A mail client's one-click unsubscribe (RFC 8058), or the opt-out page's button. */
export async function receiveOptOut(request: Request, payload: Payload): Promise<Response> {
  const limited = await limitClient('review', request)
  if (limited) return limited
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const read = await readBoundedBody(request, 1024)
  const fromPage = 'bytes' in read && new TextDecoder().decode(read.bytes).includes('from=page')
  const link = readReviewLink(serverEnv().PAYLOAD_SECRET, token)
  if (!link.valid || link.purpose !== 'optOut') return notWorking()
  try {
    if (!(await optOutOfReviews(payload, link))) return notWorking()
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
