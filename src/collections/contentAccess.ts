import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'

/** Public site content: anyone reads it (staff included), only the owner changes it. */
export const contentAccess: CollectionConfig['access'] = {
  create: isOwner,
  read: anyone,
  update: isOwner,
  delete: isOwner,
}
