import type { CollectionConfig, SanitizedCollectionConfig } from 'payload'

import { routesShowing } from '@/content/routes'

/** A draft save writes only a version; what the public reads changes on publish or restore. */
const contentVersions = {
  drafts: { autosave: false, schedulePublish: true, validate: false },
  maxPerDoc: 50,
} satisfies SanitizedCollectionConfig['versions']

/** For live preview: each pause in typing saves a draft, which the previewed page then reloads. */
const liveContentVersions = {
  ...contentVersions,
  drafts: { ...contentVersions.drafts, autosave: { interval: 400 } },
} satisfies SanitizedCollectionConfig['versions']

/** A package is listed on its category's page; everything else on the first page that shows it. */
const previewPath = (slug: string, doc?: Record<string, unknown>) =>
  slug === 'packages' && doc?.category === 'app' ? '/app-development' : routesShowing(slug)[0]

export const previewContent = (slug: string) => (doc?: Record<string, unknown>) =>
  `/api/preview?path=${encodeURIComponent(previewPath(slug, doc))}`

export const livePreviewContent = (slug: string) =>
  ({
    url: ({ data }) => previewContent(slug)(data),
    breakpoints: [
      { name: 'phone', label: 'Phone', width: 390, height: 844 },
      { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
      { name: 'desktop', label: 'Desktop', width: 1366, height: 900 },
    ],
  }) satisfies NonNullable<CollectionConfig['admin']>['livePreview']

/** `live` for a page's own content: the page beside the form as it is typed. */
export const contentEditing = (slug: string, live: boolean) => ({
  preview: previewContent(slug),
  livePreview: live ? livePreviewContent(slug) : undefined,
  versions: live ? liveContentVersions : contentVersions,
})
