import { serverEnv } from '@/config/env'
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

/** Kinds whose delivery states have the same columns on the lead. */
export type LeadEmailKind = EmailKind | typeof reviewEmailKind | ReminderKind

const stateFieldName: Record<LeadEmailKind, string> = {
  ...emailStateFieldName,
  [reviewEmailKind]: reviewEmailFieldName,
  ...reminderStateFieldName,
}

/** One email of a lead, as the email claim takes it. */
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

/** The same for every attempt at one email, so a receiving server can drop a repeat. */
export const messageIdOf = (id: string, kind: string) =>
  `<${id}.${kind}@${new URL(serverEnv().publicUrl).hostname || 'localhost'}>`
