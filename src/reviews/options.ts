import { deliveryStatusOptions, type Option } from '@/leads/options'

/** The review request's delivery states: a claimed email's own, and the two reasons a queued one is never sent. */
export const reviewEmailStatusOptions = [
  ...deliveryStatusOptions,
  { value: 'optedOut', label: 'Not sent: the customer opted out of review emails' },
  { value: 'notWon', label: 'Not sent: the lead was no longer Won when it was due' },
] as const satisfies readonly Option[]

export type ReviewEmailStatus = (typeof reviewEmailStatusOptions)[number]['value']

/** Why a queued request is called off: either state is one the send's claim never takes. */
export type CancelledReviewStatus = Extract<ReviewEmailStatus, 'optedOut' | 'notWon'>

/** Who wrote a review: typed in by the owner, or sent by a customer through a review link. */
export const reviewSourceOptions = [
  { value: 'owner', label: 'Typed in by the owner' },
  { value: 'customer', label: 'Sent by the customer' },
] as const satisfies readonly Option[]

export const ratingValues = [1, 2, 3, 4, 5] as const
