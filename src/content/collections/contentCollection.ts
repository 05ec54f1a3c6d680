import type { CollectionConfig } from 'payload'

import { revalidateContent, revalidateContentAfterDelete } from '@/content/revalidateContent'
import { contentEditing } from '@/content/versions'

type ContentSlug = 'services' | 'packages' | 'locations' | 'reviews'

/**
 * What the content lists share: drafts and versions, a save expiring the pages that show them, and
 * an order field of their own unless the config names another `defaultSort`.
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
