import 'server-only'

import { decrement, increment } from '@/server/rate-limit/store'

import { emailKeyOf } from '../email-address'

/**
 * At most one confirmation email per address per hour, whatever is typed into the forms: the form cannot
 * be used to mail somebody again and again under the company's name. The team is still told of every lead.
 */
export const confirmationIntervalMs = 60 * 60 * 1000

// The site's rate-limit counter takes the hour's one point atomically (in Redis shared by servers), so no
// lock or lookup is needed; without Redis a restart forgets the hour, letting at most one more through.
const keyOf = (email: string) => `confirmation:${emailKeyOf(email)}`

/** Whether this lead's visitor gets the address's one confirmation of the hour, which it takes. */
export const takeConfirmation = async (email: string) =>
  (await increment(keyOf(email), confirmationIntervalMs / 1000)).count === 1

/** Gives the confirmation back when its lead was not stored, so the visitor's retry is confirmed. */
export const giveConfirmationBack = (email: string) => decrement(keyOf(email))
