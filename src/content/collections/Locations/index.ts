import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner } from '@/users/access/isStaffOrOwner'
import { publishedOrSignedIn } from '@/users/access/publishedOrSignedIn'

import { contentCollection } from '../contentCollection'

export const Locations = contentCollection({
  slug: 'locations',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'order'],
  },
  access: {
    create: isOwner,
    read: publishedOrSignedIn,
    readVersions: isStaffOrOwner,
    update: isOwner,
    delete: isOwner,
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
      fields: [{ name: 'text', type: 'text', required: true }],
    },
  ],
})
