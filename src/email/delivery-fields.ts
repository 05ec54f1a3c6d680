import type { Field } from 'payload'

/** The email claim reads and writes these by name, so every claimed email's group takes them. */
export const deliveryFields: Field[] = [
  { name: 'attempts', type: 'number', defaultValue: 0 },
  { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  { name: 'lastError', type: 'text' },
  { name: 'claimedBy', type: 'text', admin: { hidden: true } },
  { name: 'claimedUntil', type: 'date', admin: { hidden: true } },
]
