import type { CollectionConfig } from 'payload'

import { previewContent } from '@/content/versions'

import { contentCollection } from '../contentCollection'
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
  ...contentCollection,
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
