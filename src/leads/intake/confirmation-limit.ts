import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { confirmedSince } from '@/db/leads'

import { emailKeyOf } from '../email-address'

/**
 * At most one confirmation email per address per hour, whatever is typed into the forms: the form cannot
 * be used to mail somebody again and again under the company's name. The team is still told of every lead.
 */
export const confirmationIntervalMs = 60 * 60 * 1000

/** Inside the lead's transaction: whether this lead's visitor gets a confirmation email. */
export async function mayConfirm(
  payload: Payload,
  req: PayloadRequest,
  email: string,
): Promise<boolean> {
  const since = new Date(Date.now() - confirmationIntervalMs)
  return !(await confirmedSince(payload, req, emailKeyOf(email), since))
}
