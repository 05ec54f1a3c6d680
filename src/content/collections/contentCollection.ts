import type { CollectionConfig } from 'payload'

import { isOwner } from '@/users/access/isOwner'
import { isStaffOrOwner } from '@/users/access/isStaffOrOwner'
import { publishedOrSignedIn } from '@/users/access/publishedOrSignedIn'
import { revalidateContent, revalidateContentAfterDelete } from '@/content/revalidateContent'
import { contentEditing } from '@/content/versions'

type ContentSlug = 'services' | 'packages' | 'locations' | 'reviews'

/**
 * What the content lists share: the owner edits them and staff see their drafts and versions; a
 * save expires the pages that show them. Listed by an order field of their own unless the config
 * names another `defaultSort`.
 */
export function contentCollection<T extends ContentSlug>({
  livePreview = false,
  ...config
}: CollectionConfig<T> & { slug: T; livePreview?: boolean }): CollectionConfig<T> {
  const { versions, ...preview } = contentEditing(config.slug, livePreview)
  return {
    defaultSort: 'order',
    ...config,
    admin: { ...config.admin, group: 'Content', ...preview },
    access: {
      create: isOwner,
      read: publishedOrSignedIn,
      readVersions: isStaffOrOwner,
      update: isOwner,
      delete: isOwner,
    },
    versions,
    hooks: { afterChange: [revalidateContent], afterDelete: [revalidateContentAfterDelete] },
    fields: config.defaultSort
      ? config.fields
      : [
          ...config.fields,
          {
            name: 'order',
            type: 'number',
            required: true,
            defaultValue: 0,
            admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
          },
        ],
  }
}
