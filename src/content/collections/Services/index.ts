import { iconOptions } from '@/lib/icon-names'

import { contentCollection } from '../contentCollection'

export const serviceAudiences = [
  { value: 'business', label: 'Business (services grid)' },
  { value: 'home', label: 'Home users (home services)' },
] as const

export const Services = contentCollection({
  slug: 'services',
  livePreview: true,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'audience', 'order'],
  },
  fields: [
    { name: 'icon', type: 'select', required: true, options: iconOptions },
    { name: 'title', type: 'text', required: true, unique: true },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'audience',
      type: 'select',
      required: true,
      defaultValue: 'business',
      options: [...serviceAudiences],
    },
  ],
})
