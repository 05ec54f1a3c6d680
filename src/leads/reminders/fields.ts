import type { GroupField } from 'payload'

import { deliveryStateField } from '../admin/fields'
import {
  reminderCollections,
  reminderKinds,
  reminderStateFieldName,
  type LeadCollection,
  type ReminderKind,
} from '../constants'
import { reminderStatusOptions } from '../options'

const labels = {
  urgentReminder: 'Urgent reminder email',
  workingDayReminder: 'One-working-day reminder email',
} as const satisfies Record<ReminderKind, string>

/** Empty, and so hidden, until the reminder is due. */
export function reminderFields(collection: LeadCollection): GroupField[] {
  return reminderKinds
    .filter((kind) => (reminderCollections[kind] as readonly LeadCollection[]).includes(collection))
    .map((kind) =>
      deliveryStateField(
        {
          name: reminderStateFieldName[kind],
          label: labels[kind],
          admin: { condition: (data) => Boolean(data?.[reminderStateFieldName[kind]]?.status) },
        },
        reminderStatusOptions,
        false,
      ),
    )
}
