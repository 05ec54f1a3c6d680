import type { Option } from '@/leads/options'

/**
 * The review request's delivery states. The first four are the lead emails' own (the claim in
 * src/jobs/emailClaim.ts takes queued and retrying ones); an opted-out address is never sent one.
 */
export const reviewEmailStatusOptions = [
  { value: 'queued', label: 'Queued' },
  { value: 'retrying', label: 'Retrying' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed after retries' },
  { value: 'optedOut', label: 'Not sent: the customer opted out of review emails' },
] as const satisfies readonly Option[]

export type ReviewEmailStatus = (typeof reviewEmailStatusOptions)[number]['value']

/** Who wrote a review: typed in by the owner, or sent by a customer through a review link. */
export const reviewSourceOptions = [
  { value: 'owner', label: 'Typed in by the owner' },
  { value: 'customer', label: 'Sent by the customer' },
] as const satisfies readonly Option[]

export const ratingValues = [1, 2, 3, 4, 5] as const
