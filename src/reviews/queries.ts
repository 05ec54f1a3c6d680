import config from '@payload-config'
import { getPayload } from 'payload'

import { serverEnv } from '@/config/env'
import { reviewEmailFieldName } from '@/leads/constants'

import { findReviewLead, jobName } from './customer'
import { reviewReceived } from './intake'
import { readReviewLink, reviewKeyOf } from './token'

export type ReviewLinkState =
  { state: 'open'; job: string } | { state: 'received' | 'expired' | 'invalid' }

export type OptOutLinkState = { state: 'open' | 'done'; email: string } | { state: 'invalid' }

export async function reviewLinkState(token: string): Promise<ReviewLinkState> {
  const link = readReviewLink(serverEnv().PAYLOAD_SECRET, token)
  if (!link.valid) return { state: link.reason }
  if (link.purpose !== 'review') return { state: 'invalid' }
  const payload = await getPayload({ config })
  const lead = await findReviewLead(payload, link.collection, link.leadId)
  if (!lead) return { state: 'invalid' }
  if (await reviewReceived(payload, reviewKeyOf(link))) return { state: 'received' }
  return { state: 'open', job: jobName(lead) }
}

export async function optOutLinkState(token: string): Promise<OptOutLinkState> {
  const link = readReviewLink(serverEnv().PAYLOAD_SECRET, token)
  if (!link.valid || link.purpose !== 'optOut') return { state: 'invalid' }
  const lead = await findReviewLead(await getPayload({ config }), link.collection, link.leadId)
  if (!lead) return { state: 'invalid' }
  return {
    state: lead.doc[reviewEmailFieldName]?.optedOutAt ? 'done' : 'open',
    email: lead.doc.email,
  }
}
