import type { CollectionConfig, SanitizedCollectionConfig } from 'payload'

import { routesShowing } from '@/content/routes'

/**
 * Drafts, history and scheduled publishing for everything a visitor reads. Saving a draft writes only a
 * version; the published document (what the public queries read) changes on publish or restore.
 */
export const contentVersions = {
  drafts: { autosave: false, schedulePublish: true, validate: false },
  maxPerDoc: 50,
} satisfies SanitizedCollectionConfig['versions']

/**
 * For the content shown in live preview: each pause in typing saves a draft (Payload keeps one autosaved
 * version, updated in place), after which the previewed page reloads its drafts.
 */
export const liveContentVersions = {
  ...contentVersions,
  drafts: { ...contentVersions.drafts, autosave: { interval: 400 } },
} satisfies SanitizedCollectionConfig['versions']

/** A package is listed on its category's page; everything else on the first page that shows it. */
const previewPath = (slug: string, doc?: Record<string, unknown>) =>
  slug === 'packages' && doc?.category === 'app' ? '/app-development' : routesShowing(slug)[0]

/** The admin's Preview button: signs the browser into Next's draft mode and opens the page that shows the content. */
export const previewContent = (slug: string) => (doc?: Record<string, unknown>) =>
  `/api/preview?path=${encodeURIComponent(previewPath(slug, doc))}`

/** The same page beside the form, in draft mode through the same route, at a phone's, a tablet's or a laptop's width. */
export const livePreviewContent = (slug: string) =>
  ({
    url: ({ data }) => previewContent(slug)(data),
    breakpoints: [
      { name: 'phone', label: 'Phone', width: 390, height: 844 },
      { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
      { name: 'desktop', label: 'Desktop', width: 1366, height: 900 },
    ],
  }) satisfies NonNullable<CollectionConfig['admin']>['livePreview']
