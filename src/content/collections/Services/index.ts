import type { CollectionConfig } from 'payload'

import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner } from '@/users/access/isStaffOrOwner'
import { publishedOrSignedIn } from '@/users/access/publishedOrSignedIn'
import { revalidateContent, revalidateContentAfterDelete } from '@/content/revalidateContent'
import { liveContentVersions, livePreviewContent, previewContent } from '@/content/versions'
import { iconOptions } from '@/lib/icon-names'

import { orderField } from '../orderField'

export const serviceAudiences = [
  { value: 'business', label: 'Business (services grid)' },
  { value: 'home', label: 'Home users (home services)' },
] as const

export const Services: CollectionConfig<'services'> = {
  slug: 'services',
  labels: { singular: 'Service', plural: 'Services' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'audience', 'order'],
    group: 'Content',
    preview: previewContent('services'),
    livePreview: livePreviewContent('services'),
  },
  defaultSort: 'order',
  access: {
    create: isOwner,
    read: publishedOrSignedIn,
    readVersions: isStaffOrOwner,
    update: isOwner,
    delete: isOwner,
  },
  versions: liveContentVersions,
  hooks: {
    afterChange: [revalidateContent],
    afterDelete: [revalidateContentAfterDelete],
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
    orderField,
  ],
}
