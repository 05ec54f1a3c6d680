import type { CollectionConfig } from 'payload'

import { previewContent } from '@/content/versions'

import { contentCollection } from '../contentCollection'

export const Reviews: CollectionConfig<'reviews'> = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  admin: {
    useAsTitle: 'reviewerName',
    defaultColumns: ['reviewerName', 'business', 'rating', 'reviewDate'],
    group: 'Content',
    preview: previewContent('reviews'),
  },
  defaultSort: '-reviewDate',
  ...contentCollection,
  fields: [
    { name: 'reviewerName', type: 'text', required: true },
    { name: 'business', type: 'text', required: true },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      validate: (value: number | null | undefined) =>
        value != null && Number.isInteger(value) && value >= 1 && value <= 5 ? true : 'Enter a whole number from 1 to 5.',
    },
    { name: 'text', type: 'textarea', required: true },
    {
      name: 'reviewDate',
      type: 'date',
      required: true,
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: 'Shown on the site relative to today, e.g. "2 weeks ago".',
      },
    },
  ],
}
