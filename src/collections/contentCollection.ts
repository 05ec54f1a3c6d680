import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { revalidateContent, revalidateContentAfterDelete } from '@/hooks/revalidateContent'

/** Shared by every content collection: anyone reads it (staff included), only the owner changes it, live on save. */
export const contentCollection = {
  access: {
    create: isOwner,
    read: anyone,
    update: isOwner,
    delete: isOwner,
  },
  hooks: {
    afterChange: [revalidateContent],
    afterDelete: [revalidateContentAfterDelete],
  },
} satisfies Partial<CollectionConfig>
