import type { CollectionConfig } from 'payload'

import { leadAccess, leadAddressIndexes } from '@/leads/admin/fields'
import { packageLeadFields } from '@/leads/kinds'
import { leadExportEndpoint } from '@/leads/admin/export'
import { recordStatusChange } from '@/leads/admin/hooks/recordStatusChange'
import { stampNotes } from '@/leads/admin/hooks/stampNotes'
import { markReviewRequest } from '@/reviews/hooks/markReviewRequest'
import { queueReviewRequest } from '@/reviews/hooks/queueReviewRequest'
import { reviewRequestEndpoints } from '@/reviews/request-endpoint'

import { exportCsvButton, leadRecordFields } from '../leadRecord'

export const PackagePurchases: CollectionConfig<'package-purchases'> = {
  slug: 'package-purchases',
  labels: { singular: 'Package request', plural: 'Package requests' },
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: [
      // The first four fit a phone; the admin's stylesheet hides the rest there.
      'customerName',
      'packageName',
      'status',
      'createdAt',
      'company',
      'notificationEmail',
      'assignee',
    ],
    listSearchableFields: ['customerName', 'email', 'company', 'packageName'],
    components: exportCsvButton('package-purchases'),
    group: 'Leads',
  },
  defaultSort: '-createdAt',
  indexes: leadAddressIndexes,
  access: leadAccess,
  endpoints: [
    leadExportEndpoint('package-purchases'),
    ...reviewRequestEndpoints('package-purchases'),
  ],
  hooks: {
    beforeChange: [recordStatusChange, stampNotes, markReviewRequest],
    afterChange: [queueReviewRequest],
  },
  fields: leadRecordFields('package-purchases', packageLeadFields),
}
