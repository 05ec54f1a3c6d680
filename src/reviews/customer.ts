import type { Payload, PayloadRequest, Where } from 'payload'

import { serverEnv } from '@/config/env'

import {
  emailKeyFieldName,
  leadCollections,
  reviewEmailFieldName,
  type LeadCollection,
} from '@/leads/constants'
import { emailKeyOf } from '@/leads/email-address'
import { serviceTypeOptions } from '@/leads/options'
import type { ContactSubmission, PackagePurchase } from '@/payload-types'

import { readReviewLink, type LinkPurpose, type ReviewLink } from './token'

export type ReviewLead =
  | { collection: 'contact-submissions'; doc: ContactSubmission }
  | { collection: 'package-purchases'; doc: PackagePurchase }

/**
 * A package request has no "agree to be contacted" box: the customer asked to be contacted about
 * that job, and a review request is about the same job, with a one-click opt-out.
 */
export function agreedToBeContacted(lead: ReviewLead): boolean {
  return lead.collection === 'package-purchases' || lead.doc.agreeToContact === true
}

export function jobName(lead: ReviewLead): string {
  if (lead.collection === 'package-purchases') return `the ${lead.doc.packageName} package`
  const job = serviceTypeOptions.find((option) => option.value === lead.doc.serviceType)?.job
  return job ? `your ${job}` : 'your service request'
}

/** By emailKeyOf, so the address matches whatever its case. */
export const leadsOfAddress = (email: string): Where => ({
  [emailKeyFieldName]: { equals: emailKeyOf(email) },
})

export async function hasOptedOut(payload: Payload, email: string, req?: PayloadRequest) {
  for (const collection of leadCollections) {
    const { totalDocs } = await payload.count({
      collection,
      where: {
        and: [leadsOfAddress(email), { [`${reviewEmailFieldName}.optedOutAt`]: { exists: true } }],
      },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) return true
  }
  return false
}

export async function findReviewLead(payload: Payload, collection: LeadCollection, id: string) {
  const doc = await payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return doc ? ({ collection, doc } as ReviewLead) : undefined
}

/** The lead a link of this purpose names, unless the link is altered, expired or its lead gone. */
export async function leadOfLink(
  payload: Payload,
  token: string,
  purpose: LinkPurpose,
): Promise<
  { state: 'open'; link: ReviewLink; lead: ReviewLead } | { state: 'invalid' | 'expired' }
> {
  const link = readReviewLink(serverEnv().PAYLOAD_SECRET, token)
  if (!link.valid) return { state: link.reason }
  if (link.purpose !== purpose) return { state: 'invalid' }
  const lead = await findReviewLead(payload, link.collection, link.leadId)
  return lead ? { state: 'open', link, lead } : { state: 'invalid' }
}
