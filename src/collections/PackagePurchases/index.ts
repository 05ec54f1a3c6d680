import type { CollectionConfig } from 'payload'

import { asSent, emailStateFields, leadAccess, leadAddressIndexes, leadEmailField, leadEmailKeyField, leadSourceField, leadStatusField, submissionKeyField, selectOf } from '@/leads/admin/fields'
import { timelineOptions } from '@/leads/options'
import { leadExportEndpoint } from '@/leads/admin/export'
import { recordStatusChange } from '@/leads/admin/hooks/recordStatusChange'
import { stampNotes } from '@/leads/admin/hooks/stampNotes'
import { workflowFields } from '@/leads/admin/workflow'
import { markReviewRequest } from '@/reviews/hooks/markReviewRequest'
import { queueReviewRequest } from '@/reviews/hooks/queueReviewRequest'
import { reviewRequestField } from '@/reviews/request-field'
import { reminderFields } from '@/leads/reminders/fields'

/** Package requests sent from a package card's dialog (POST /api/package-purchase). */
export const PackagePurchases: CollectionConfig<'package-purchases'> = {
  slug: 'package-purchases',
  labels: { singular: 'Package request', plural: 'Package requests' },
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['createdAt', 'customerName', 'company', 'packageName', 'status', 'notificationEmail', 'assignee'],
    listSearchableFields: ['customerName', 'email', 'company', 'packageName'],
    components: {
      beforeListTable: [{ path: '@/components/admin/ExportCsvButton#ExportCsvButton', clientProps: { collectionSlug: 'package-purchases' } }],
    },
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  indexes: leadAddressIndexes,
  access: leadAccess,
  endpoints: [leadExportEndpoint('package-purchases')],
  hooks: {
    beforeChange: [recordStatusChange, stampNotes, markReviewRequest],
    afterChange: [queueReviewRequest],
  },
  fields: [
    {
      type: 'row',
      fields: [
        // Name and price as they were when the visitor asked; the linked package may change later.
        asSent({ name: 'packageName', type: 'text', required: true }),
        asSent({ name: 'packagePrice', type: 'number', admin: { description: 'Whole US dollars at the time of the request' } }),
        asSent({ name: 'package', type: 'relationship', relationTo: 'packages' }),
      ],
    },
    {
      type: 'row',
      fields: [
        asSent({ name: 'customerName', type: 'text', required: true }),
        leadEmailField,
      ],
    },
    {
      type: 'row',
      fields: [asSent({ name: 'phone', type: 'text' }), asSent({ name: 'company', type: 'text' })],
    },
    selectOf('estimatedTimeline', timelineOptions),
    asSent({ name: 'projectDescription', type: 'textarea' }),
    leadSourceField,
    leadEmailKeyField,
    submissionKeyField,
    leadStatusField,
    ...workflowFields,
    ...emailStateFields,
    reviewRequestField,
    ...reminderFields('package-purchases'),
  ],
}
