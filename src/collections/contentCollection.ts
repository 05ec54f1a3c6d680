import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaffOrOwner } from '@/access/isStaffOrOwner'
import { publishedOrSignedIn } from '@/access/publishedOrSignedIn'
import { contentVersions } from '@/content/versions'
import { revalidateContent, revalidateContentAfterDelete } from '@/content/revalidateContent'

/**
 * Shared by every content collection: visitors read what is published, staff read drafts and history too,
 * only the owner saves drafts, publishes and restores; a publish shows at the next request.
 */
export const contentCollection = {
  access: {
    create: isOwner,
    read: publishedOrSignedIn,
    readVersions: isStaffOrOwner,
    update: isOwner,
    delete: isOwner,
  },
  versions: contentVersions,
  hooks: {
    afterChange: [revalidateContent],
    afterDelete: [revalidateContentAfterDelete],
  },
} satisfies Partial<CollectionConfig>
