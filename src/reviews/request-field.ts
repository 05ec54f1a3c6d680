import type { GroupField } from 'payload'

import { deliveryFields } from '@/email/delivery-fields'
import { nobody } from '@/leads/admin/fields'
import { reviewEmailFieldName } from '@/leads/constants'
import { reviewEmailStatusOptions } from './options'

/**
 * Set once, the first time the lead is Won, so flipping the status never asks twice. Its columns
 * are the lead emails' own, so the send claims it the same way.
 */
export const reviewRequestField: GroupField = {
  name: reviewEmailFieldName,
  label: 'Review request email',
  type: 'group',
  access: { create: nobody, update: nobody },
  admin: { position: 'sidebar', readOnly: true },
  fields: [
    {
      name: 'status',
      type: 'select',
      options: reviewEmailStatusOptions.map(({ value, label }) => ({ value, label })),
      admin: {
        components: { afterInput: ['@/reviews/admin/ReviewRequestSchedule#ReviewRequestSchedule'] },
      },
    },
    { name: 'queuedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ...deliveryFields,
    {
      name: 'optedOutAt',
      type: 'date',
      admin: {
        description: 'When the customer opted out of review emails',
        date: { pickerAppearance: 'dayAndTime' },
      },
    },
  ],
}
