import type { CollectionConfig } from 'payload'

import { leadAccess, leadAddressIndexes } from '@/leads/admin/fields'
import { contactLeadFields, leadCollectionFields } from '@/leads/kinds'
import { leadExportEndpoint } from '@/leads/admin/export'
import { recordStatusChange } from '@/leads/admin/hooks/recordStatusChange'
import { stampNotes } from '@/leads/admin/hooks/stampNotes'
import { markReviewRequest } from '@/reviews/hooks/markReviewRequest'
import { queueReviewRequest } from '@/reviews/hooks/queueReviewRequest'
import { reviewRequestEndpoints } from '@/reviews/request-endpoint'

import { exportCsvButton, leadRecordFields } from '../leadRecord'

export const ContactSubmissions: CollectionConfig<'contact-submissions'> = {
  slug: 'contact-submissions',
  labels: { singular: 'Service request', plural: 'Service requests' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: [
      'createdAt',
      'name',
      'company',
      'serviceType',
      'urgency',
      'status',
      'notificationEmail',
      'assignee',
    ],
    listSearchableFields: ['name', 'email', 'company', 'message'],
    components: exportCsvButton('contact-submissions'),
    group: 'Leads',
  },
  // Urgent first: Postgres orders an enum by its declared order (low, normal, high, urgent), not
  // alphabetically, and Payload adds newest first within each urgency.
  defaultSort: '-urgency',
  indexes: leadAddressIndexes,
  access: leadAccess,
  endpoints: [
    leadExportEndpoint('contact-submissions'),
    ...reviewRequestEndpoints('contact-submissions'),
  ],
  hooks: {
    beforeChange: [recordStatusChange, stampNotes, markReviewRequest],
    afterChange: [queueReviewRequest],
  },
  fields: [...leadCollectionFields(contactLeadFields), ...leadRecordFields('contact-submissions')],
}
