import type { EmailRef } from '@/email/claim'
import { reviewEmailFieldName } from '@/reviews/constants'

import { emailStateFieldName, reviewEmailKind, type EmailKind, type LeadCollection } from '../constants'

/** The lead emails, and the review request a won lead gets later, whose state has the same columns. */
type LeadEmailKind = EmailKind | typeof reviewEmailKind

/**
 * One email of a lead, as the email claim (src/email/claim.ts) takes it: its delivery state is the group
 * field of its kind on the lead.
 */
export function leadEmail(email: { collection: LeadCollection; leadId: string; kind: LeadEmailKind }): EmailRef {
  return {
    collection: email.collection,
    id: email.leadId,
    stateField: email.kind === reviewEmailKind ? reviewEmailFieldName : emailStateFieldName[email.kind],
    name: `the ${email.kind} email of lead ${email.leadId}`,
  }
}
