import type { ArrayField, RelationshipField } from 'payload'

import { isStaffOrOwnerField } from '@/users/access/isStaffOrOwner'

import { leadStatusOptions } from '../options'
import { nobody } from './fields'

export const assigneeField: RelationshipField = {
  name: 'assignee',
  label: 'Assigned to',
  type: 'relationship',
  relationTo: 'users',
  access: { create: nobody, update: isStaffOrOwnerField },
}

/** Enough for any lead's history; past it every save of the lead slows down. */
export const noteLimits = { notes: 100, length: 2000 } as const

/** The author and time are stamped by the server (stampNotes), never taken from the form. */
export const notesField: ArrayField = {
  name: 'notes',
  label: 'Internal notes',
  type: 'array',
  maxRows: noteLimits.notes,
  access: { create: nobody, update: isStaffOrOwnerField },
  admin: { description: 'Only the team sees these. Author and time are filled in when you save.' },
  fields: [
    { name: 'text', type: 'textarea', required: true, maxLength: noteLimits.length },
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
        {
          name: 'writtenAt',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ],
}

export const statusHistoryField: ArrayField = {
  name: 'statusHistory',
  label: 'Status history',
  type: 'array',
  access: { create: nobody, update: nobody },
  admin: {
    readOnly: true,
    initCollapsed: true,
    components: { RowLabel: '@/leads/admin/StatusHistoryRowLabel#StatusHistoryRowLabel' },
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      options: leadStatusOptions.map(({ value, label }) => ({ value, label })),
    },
    { name: 'changedBy', type: 'relationship', relationTo: 'users' },
    { name: 'changedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
