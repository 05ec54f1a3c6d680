import type { CollectionConfig } from 'payload'

import { emailStateFields, leadAccess, leadAddressIndexes, leadEmailField, leadEmailKeyField, leadSourceField, leadStatusField, submissionKeyField, asSent, selectOf } from '@/leads/admin/fields'
import {
  budgetRangeOptions,
  contactMethodOptions,
  defaultContactMethod,
  defaultUrgency,
  preferredTimeOptions,
  serviceTypeOptions,
  urgencyOptions,
} from '@/leads/options'
import { leadExportEndpoint } from '@/leads/admin/export'
import { recordStatusChange } from '@/leads/admin/hooks/recordStatusChange'
import { stampNotes } from '@/leads/admin/hooks/stampNotes'
import { workflowFields } from '@/leads/admin/workflow'
import { markReviewRequest } from '@/reviews/hooks/markReviewRequest'
import { queueReviewRequest } from '@/reviews/hooks/queueReviewRequest'
import { reviewRequestField } from '@/reviews/request-field'
import { reminderFields } from '@/leads/reminders/fields'

/** Service requests sent from the contact section's form (POST /api/contact). */
export const ContactSubmissions: CollectionConfig<'contact-submissions'> = {
  slug: 'contact-submissions',
  labels: { singular: 'Service request', plural: 'Service requests' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['createdAt', 'name', 'company', 'serviceType', 'urgency', 'status', 'notificationEmail', 'assignee'],
    listSearchableFields: ['name', 'email', 'company', 'message'],
    components: {
      beforeListTable: [{ path: '@/components/admin/ExportCsvButton#ExportCsvButton', clientProps: { collectionSlug: 'contact-submissions' } }],
    },
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  indexes: leadAddressIndexes,
  access: leadAccess,
  endpoints: [leadExportEndpoint('contact-submissions')],
  hooks: {
    beforeChange: [recordStatusChange, stampNotes, markReviewRequest],
    afterChange: [queueReviewRequest],
  },
  fields: [
    {
      type: 'row',
      fields: [
        asSent({ name: 'name', type: 'text', required: true }),
        leadEmailField,
      ],
    },
    {
      type: 'row',
      fields: [asSent({ name: 'phone', type: 'text' }), asSent({ name: 'company', type: 'text' })],
    },
    asSent({ name: 'subject', type: 'text' }),
    {
      type: 'row',
      fields: [
        selectOf('serviceType', serviceTypeOptions),
        // Text, not a select: GraphQL (off, see payload.config.ts) would build an enum from select values, and "Under $500" is no valid enum name.
        asSent({
          name: 'budgetRange',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value || budgetRangeOptions.some((option) => option.value === value) || 'Choose one of the listed budgets',
        }),
      ],
    },
    selectOf('servicesNeeded', serviceTypeOptions, { hasMany: true }),
    {
      type: 'row',
      fields: [
        selectOf('preferredContactMethod', contactMethodOptions, { defaultValue: defaultContactMethod }),
        // Stored at noon UTC so the picked calendar day reads the same in every time zone.
        asSent({ name: 'desiredDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } }),
        selectOf('preferredTime', preferredTimeOptions),
        selectOf('urgency', urgencyOptions, {
          defaultValue: defaultUrgency,
          index: true,
          admin: { readOnly: true, components: { Cell: '@/components/admin/UrgencyCell#UrgencyCell' } },
        }),
      ],
    },
    asSent({ name: 'message', type: 'textarea', required: true }),
    asSent({ name: 'attachments', type: 'relationship', relationTo: 'lead-attachments', hasMany: true }),
    {
      type: 'row',
      fields: [
        asSent({ name: 'subscribeToUpdates', type: 'checkbox', defaultValue: false }),
        asSent({ name: 'agreeToContact', type: 'checkbox', defaultValue: false }),
      ],
    },
    leadSourceField,
    leadEmailKeyField,
    submissionKeyField,
    leadStatusField,
    ...workflowFields,
    ...emailStateFields,
    reviewRequestField,
    ...reminderFields('contact-submissions'),
  ],
}
