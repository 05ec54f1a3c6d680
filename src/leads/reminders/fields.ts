import type { FieldAccess, GroupField } from 'payload'

import { deliveryFields } from '@/email/delivery-fields'

import {
  reminderCollections,
  reminderKinds,
  reminderStateFieldName,
  type LeadCollection,
  type ReminderKind,
} from '../constants'
import { deliveryStatusOptions } from '../options'

const nobody: FieldAccess = () => false

const labels = {
  urgentReminder: 'Urgent reminder email',
  workingDayReminder: 'One-working-day reminder email',
} as const satisfies Record<ReminderKind, string>

/**
 * A reminder's delivery state: empty until the reminder is due (src/leads/reminders/due.ts), then the lead
 * emails' columns (status, attempts, sent, error, claim), so the email claim (src/email/lease.ts) takes it the same way.
 * Shown in the sidebar once there is something to show.
 */
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
        options: deliveryStatusOptions.map(({ value, label }) => ({ value, label })),
      },
      ...deliveryFields,
    ],
  }
}

/** The reminder states a lead collection keeps. */
export function reminderFields(collection: LeadCollection): GroupField[] {
  return reminderKinds
    .filter((kind) => (reminderCollections[kind] as readonly LeadCollection[]).includes(collection))
    .map(reminderStateField)
}
