import config from '@payload-config'
import { getPayload } from 'payload'

import { reviewEmailFieldName } from '@/leads/constants'

import { jobName, leadOfLink } from './customer'
import { reviewReceived } from './intake'
import { reviewKeyOf } from './token'

export type ReviewLinkState =
  { state: 'open'; job: string } | { state: 'received' | 'expired' | 'invalid' }

export type OptOutLinkState = { state: 'open' | 'done'; email: string } | { state: 'invalid' }

export async function reviewLinkState(token: string): Promise<ReviewLinkState> {
  const payload = await getPayload({ config })
  const opened = await leadOfLink(payload, token, 'review')
  if (opened.state !== 'open') return opened
  if (await reviewReceived(payload, reviewKeyOf(opened.link))) return { state: 'received' }
  return { state: 'open', job: jobName(opened.lead) }
}

export async function optOutLinkState(token: string): Promise<OptOutLinkState> {
  const opened = await leadOfLink(await getPayload({ config }), token, 'optOut')
  if (opened.state !== 'open') return { state: 'invalid' }
  const { doc } = opened.lead
  return { state: doc[reviewEmailFieldName]?.optedOutAt ? 'done' : 'open', email: doc.email }
}
