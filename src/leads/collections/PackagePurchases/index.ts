import { packageLeadFields } from '@/leads/kinds'

import { leadCollection } from '../leadRecord'

export const PackagePurchases = leadCollection('package-purchases', packageLeadFields, {
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
  },
  defaultSort: '-createdAt',
})
