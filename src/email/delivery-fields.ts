import type { Field } from 'payload'

/**
 * The columns every claimed email keeps beside its status (a lead's emails and reminders, a notice to the
 * owner): how often it was tried, when it left, the last refusal, and the runner holding it and until when.
 * src/email/lease.ts reads and writes them by these names, so each such group takes them from here.
 */
export const deliveryFields: Field[] = [
  { name: 'attempts', type: 'number', defaultValue: 0 },
  { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  { name: 'lastError', type: 'text' },
  { name: 'claimedBy', type: 'text', admin: { hidden: true } },
  { name: 'claimedUntil', type: 'date', admin: { hidden: true } },
]
