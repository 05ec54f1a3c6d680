import type { CollectionConfig } from 'payload'

import { isOwner } from '@/users/access/isOwner'
import { siteChecks, siteHealthCollection } from '@/site-health/constants'

/**
 * Shared by every server; written only by the checks. `incident` counts the check's incidents and
 * names each one's alert and recovery emails.
 */
export const SiteHealthChecks: CollectionConfig = {
  slug: siteHealthCollection,
  labels: { singular: 'Site check', plural: 'Site checks' },
  admin: { hidden: true, useAsTitle: 'check' },
  access: {
    create: () => false,
    read: isOwner,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'check', type: 'select', required: true, unique: true, options: [...siteChecks] },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'ok',
      options: [
        { value: 'ok', label: 'Working' },
        { value: 'failing', label: 'Failing' },
      ],
    },
    { name: 'failingSince', type: 'date' },
    { name: 'problem', type: 'text' },
    { name: 'action', type: 'text' },
    { name: 'incident', type: 'number', required: true, defaultValue: 0 },
    { name: 'checkedAt', type: 'date' },
  ],
}
