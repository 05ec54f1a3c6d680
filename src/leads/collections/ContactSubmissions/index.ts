import { contactLeadFields } from '@/leads/kinds'

import { leadCollection } from '../leadRecord'

export const ContactSubmissions = leadCollection('contact-submissions', contactLeadFields, {
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
  },
  // Urgent first: Postgres orders an enum by its declared order (low, normal, high, urgent), not
  // alphabetically, and Payload adds newest first within each urgency.
  defaultSort: '-urgency',
})
