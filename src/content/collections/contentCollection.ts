import type { CollectionConfig } from 'payload'

import { revalidateContent, revalidateContentAfterDelete } from '@/content/revalidateContent'
import {
  contentVersions,
  liveContentVersions,
  livePreviewContent,
  previewContent,
} from '@/content/versions'

type ContentSlug = 'services' | 'packages' | 'locations'

/**
 * What the content lists share: listed by their order, drafts and versions, a save expiring the pages
 * that show them; `livePreview` for the page beside the form as it is typed.
 */
export function contentCollection<T extends ContentSlug>({
  livePreview = false,
  ...config
}: CollectionConfig<T> & { slug: T; livePreview?: boolean }): CollectionConfig<T> {
  return {
    ...config,
    admin: {
      ...config.admin,
      group: 'Content',
      preview: previewContent(config.slug),
      livePreview: livePreview ? livePreviewContent(config.slug) : undefined,
    },
    defaultSort: 'order',
    versions: livePreview ? liveContentVersions : contentVersions,
    hooks: { afterChange: [revalidateContent], afterDelete: [revalidateContentAfterDelete] },
    fields: [
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
