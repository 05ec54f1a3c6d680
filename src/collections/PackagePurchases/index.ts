import type { CollectionConfig } from 'payload'

import {
  emailStateFields,
  leadAccess,
  leadAddressIndexes,
  leadEmailKeyField,
  leadSourceField,
  leadStatusField,
  submissionKeyField,
} from '@/leads/admin/fields'
import { leadCollectionFields, packageLeadFields } from '@/leads/kinds'
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
    defaultColumns: [
      'createdAt',
      'customerName',
      'company',
      'packageName',
      'status',
      'notificationEmail',
      'assignee',
    ],
    listSearchableFields: ['customerName', 'email', 'company', 'packageName'],
    components: {
      beforeListTable: [
        {
          path: '@/components/admin/ExportCsvButton#ExportCsvButton',
          clientProps: { collectionSlug: 'package-purchases' },
        },
      ],
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
    ...leadCollectionFields(packageLeadFields),
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
