import { deliveryStatusOptions, type Option } from '@/leads/options'

/** A claimed email's states, and the two reasons a queued one is never sent. */
export const reviewEmailStatusOptions = [
  ...deliveryStatusOptions,
  { value: 'optedOut', label: 'Not sent: the customer opted out of review emails' },
  { value: 'notWon', label: 'Not sent: the lead was no longer Won when it was due' },
] as const satisfies readonly Option[]

export type ReviewEmailStatus = (typeof reviewEmailStatusOptions)[number]['value']

/** The send's claim never takes either state. */
export type CancelledReviewStatus = Extract<ReviewEmailStatus, 'optedOut' | 'notWon'>

export const reviewSourceOptions = [
  { value: 'owner', label: 'Typed in by the owner' },
  { value: 'customer', label: 'Sent by the customer' },
] as const satisfies readonly Option[]

export const ratingValues = [1, 2, 3, 4, 5] as const
