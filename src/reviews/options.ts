import { deliveryStatusOptions, type Option } from '@/leads/options'

/** A claimed email's states, and the reasons a queued one is never sent. */
export const reviewEmailStatusOptions = [
  ...deliveryStatusOptions,
  { value: 'optedOut', label: 'Not sent: the customer opted out of review emails' },
  { value: 'notWon', label: 'Not sent: the lead was no longer Won when it was due' },
  { value: 'skipped', label: 'Not sent: skipped by staff' },
] as const satisfies readonly Option[]

/** The states above that the send's claim never takes. */
export type CancelledReviewStatus = 'optedOut' | 'notWon' | 'skipped'

export const reviewSourceOptions = [
  { value: 'owner', label: 'Typed in by the owner' },
  { value: 'customer', label: 'Sent by the customer' },
] as const satisfies readonly Option[]
