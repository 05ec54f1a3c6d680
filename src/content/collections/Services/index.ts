import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner } from '@/users/access/isStaffOrOwner'
import { publishedOrSignedIn } from '@/users/access/publishedOrSignedIn'
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
  access: {
    create: isOwner,
    read: publishedOrSignedIn,
    readVersions: isStaffOrOwner,
    update: isOwner,
    delete: isOwner,
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
