import type { CollectionConfig } from 'payload'

import { leadAccess, leadAddressIndexes } from '@/leads/admin/fields'
import { contactLeadFields } from '@/leads/kinds'
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
      // The first four fit a phone; the admin's stylesheet hides the rest there.
      'name',
      'urgency',
      'status',
      'createdAt',
      'company',
      'serviceType',
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
  fields: leadRecordFields('contact-submissions', contactLeadFields),
}
