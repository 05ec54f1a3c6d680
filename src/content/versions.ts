import type { SanitizedCollectionConfig } from 'payload'

import { routesShowing } from '@/content/routes'

/**
 * Drafts, history and scheduled publishing for everything a visitor reads. Saving a draft writes only a
 * version; the published document (what the public queries read) changes on publish or restore.
 */
export const contentVersions = {
  drafts: { autosave: false, schedulePublish: true, validate: false },
  maxPerDoc: 50,
} satisfies SanitizedCollectionConfig['versions']

/** The admin's Preview button: signs the browser into Next's draft mode and opens the page that shows the content. */
export const previewContent = (slug: string) => () =>
  `/api/preview?path=${encodeURIComponent(routesShowing(slug)[0])}`
