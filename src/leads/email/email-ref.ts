import type { EmailRef } from '@/email/lease'

import {
  emailStateFieldName,
  reminderStateFieldName,
  reviewEmailFieldName,
  reviewEmailKind,
  type EmailKind,
  type LeadCollection,
  type ReminderKind,
} from '../constants'

/** The lead emails, the review request a won lead gets later and the reminders, whose states have the same columns. */
type LeadEmailKind = EmailKind | typeof reviewEmailKind | ReminderKind

/** The group field on the lead that holds each kind's delivery state. */
const stateFieldName: Record<LeadEmailKind, string> = {
  ...emailStateFieldName,
  [reviewEmailKind]: reviewEmailFieldName,
  ...reminderStateFieldName,
}

/**
 * One email of a lead, as the email claim (src/email/lease.ts) takes it: its delivery state is the group
 * field of its kind on the lead.
 */
export function leadEmail(email: {
  collection: LeadCollection
  leadId: string
  kind: LeadEmailKind
}): EmailRef {
  return {
    collection: email.collection,
    id: email.leadId,
    stateField: stateFieldName[email.kind],
    name: `the ${email.kind} email of lead ${email.leadId}`,
  }
}
