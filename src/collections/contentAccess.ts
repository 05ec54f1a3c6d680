import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { authenticated } from '@/access/authenticated'

/** Public site content: anyone reads it, signed-in staff edit it. */
export const contentAccess: CollectionConfig['access'] = {
  create: authenticated,
  read: anyone,
  update: authenticated,
  delete: authenticated,
}
