import type { FieldAccess, GroupField } from 'payload'

import { deliveryFields } from '@/email/delivery-fields'

import {
  reminderCollections,
  reminderKinds,
  reminderStateFieldName,
  type LeadCollection,
  type ReminderKind,
} from '../constants'
import { reminderStatusOptions } from '../options'

const nobody: FieldAccess = () => false

const labels = {
  urgentReminder: 'Urgent reminder email',
  workingDayReminder: 'One-working-day reminder email',
} as const satisfies Record<ReminderKind, string>

/** Empty until due, then the lead emails' columns, so the email claim takes it alike. */
function reminderStateField(kind: ReminderKind): GroupField {
  const name = reminderStateFieldName[kind]
  return {
    name,
    label: labels[kind],
    type: 'group',
    access: { create: nobody, update: nobody },
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.[name]?.status),
    },
    fields: [
      {
        name: 'status',
        type: 'select',
        options: reminderStatusOptions.map(({ value, label }) => ({ value, label })),
      },
      ...deliveryFields,
    ],
  }
}

export function reminderFields(collection: LeadCollection): GroupField[] {
  return reminderKinds
    .filter((kind) => (reminderCollections[kind] as readonly LeadCollection[]).includes(collection))
    .map(reminderStateField)
}
