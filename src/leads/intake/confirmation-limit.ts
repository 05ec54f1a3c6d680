import 'server-only'

import { decrement, increment } from '@/server/rate-limit/store'

import { emailKeyOf } from '../email-address'

/**
 * One confirmation per address an hour, so the forms cannot mail somebody again and again under the
 * company's name; the team is still told of every lead.
 */
export const confirmationIntervalMs = 60 * 60 * 1000

// The rate-limit counter takes the hour's point atomically, in Redis shared by servers; without
// Redis a restart forgets the hour, letting at most one more through.
const keyOf = (email: string) => `confirmation:${emailKeyOf(email)}`

/** Whether this lead's visitor gets the address's one confirmation of the hour, which it takes. */
export const takeConfirmation = async (email: string) =>
  (await increment(keyOf(email), confirmationIntervalMs / 1000)).count === 1

/** Given back when its lead was not stored, so the visitor's retry is confirmed. */
export const giveConfirmationBack = (email: string) => decrement(keyOf(email))
