import type { CollectionConfig } from 'payload'

import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner } from '@/users/access/isStaffOrOwner'
import { publishedOrSignedIn } from '@/users/access/publishedOrSignedIn'
import { revalidateContent, revalidateContentAfterDelete } from '@/content/revalidateContent'
import { contentVersions, previewContent } from '@/content/versions'

import { orderField } from '../orderField'

export const Locations: CollectionConfig<'locations'> = {
  slug: 'locations',
  labels: { singular: 'Location', plural: 'Locations' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'order'],
    group: 'Content',
    preview: previewContent('locations'),
  },
  defaultSort: 'order',
  access: {
    create: isOwner,
    read: publishedOrSignedIn,
    readVersions: isStaffOrOwner,
    update: isOwner,
    delete: isOwner,
  },
  versions: contentVersions,
  hooks: {
    afterChange: [revalidateContent],
    afterDelete: [revalidateContentAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, unique: true },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'features',
      type: 'array',
      required: true,
      minRows: 3,
      maxRows: 3,
      labels: { singular: 'Feature', plural: 'Features' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    orderField,
  ],
}
