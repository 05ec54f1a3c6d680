import type { CollectionConfig } from 'payload'

import { isStaffOrOwner } from '@/users/access/isStaffOrOwner'
import { siteVisitsCollection } from '@/visits/constants'

/** Views and visitors per day, page and source, counted without cookies; no row names a person. */
export const SiteVisits: CollectionConfig = {
  slug: siteVisitsCollection,
  labels: { singular: 'Visit count', plural: 'Visit counts' },
  admin: { hidden: true, useAsTitle: 'day' },
  access: {
    create: () => false,
    read: isStaffOrOwner,
    update: () => false,
    delete: () => false,
  },
  indexes: [{ fields: ['day', 'route', 'source'], unique: true }],
  fields: [
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM-DD, the business’s day' },
    },
    { name: 'route', type: 'text', required: true },
    { name: 'source', type: 'text', required: true },
    { name: 'views', label: 'Visits (pages viewed)', type: 'number', required: true, min: 0 },
    { name: 'visitors', type: 'number', required: true, min: 0 },
  ],
}
