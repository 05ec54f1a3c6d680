import { number, type NumberFieldSingleValidation } from 'payload/shared'

import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner } from '@/users/access/isStaffOrOwner'
import { publishedOrSignedIn } from '@/users/access/publishedOrSignedIn'
import type { CellFormat } from '@/components/admin/FormattedCell'

import { contentCollection } from '../contentCollection'

const formattedCell = (format: CellFormat) => ({
  path: '@/components/admin/FormattedCell#FormattedCell',
  clientProps: { format },
})

const packageCategories = [
  { value: 'website', label: 'Website design' },
  { value: 'app', label: 'Application development' },
] as const

/** Payload's own check first: a field's validate replaces it, and with it `required` and `min`. */
const wholeDollars: NumberFieldSingleValidation = (value, options) => {
  const checked = number(value, options)
  if (checked !== true || value == null) return checked
  return Number.isInteger(value) ? true : 'Enter a whole number of dollars.'
}

export const Packages = contentCollection({
  slug: 'packages',
  livePreview: true,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'price', 'mostPopular', 'order'],
  },
  access: {
    create: isOwner,
    read: publishedOrSignedIn,
    readVersions: isStaffOrOwner,
    update: isOwner,
    delete: isOwner,
  },
  fields: [
    { name: 'category', type: 'select', required: true, options: [...packageCategories] },
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          label: 'Price (US dollars)',
          type: 'number',
          required: true,
          min: 0,
          admin: {
            description: 'Whole dollars, e.g. 2500.',
            step: 1,
            components: { Cell: formattedCell('dollars') },
          },
          validate: wholeDollars,
        },
        {
          name: 'priceLabel',
          label: 'Words before the price',
          type: 'text',
          required: true,
          defaultValue: 'Starting at',
        },
      ],
    },
    {
      name: 'mostPopular',
      label: 'Most popular',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: 'Shows the "Most Popular" badge on this card.',
        components: { Cell: formattedCell('yesNo') },
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'duration', type: 'text', admin: { description: 'e.g. 4-8 weeks' } },
        {
          name: 'supportPeriod',
          label: 'Support included',
          type: 'text',
          admin: { description: 'e.g. 6 months of support' },
        },
      ],
    },
    { name: 'coreFeatures', type: 'text', admin: { description: 'e.g. Up to 15 core features' } },
    {
      name: 'features',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [{ name: 'text', type: 'text', required: true }],
    },
  ],
})
