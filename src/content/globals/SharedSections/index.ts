import type { GlobalConfig } from 'payload'

import { contentGlobal, group, text } from '../fields'

export const SharedSections: GlobalConfig<'shared-sections'> = {
  slug: 'shared-sections',
  label: 'Shared sections',
  ...contentGlobal('shared-sections', { livePreview: true }),
  fields: [
    group('contact', [
      text('heading'),
      text('intro', { multiline: true }),
      text('detailsHeading'),
      text('phoneLabel'),
      text('emailLabel'),
      text('serviceAreaLabel'),
    ]),
    group('packageCard', [
      text('mostPopularLabel'),
      text('getStartedLabel'),
      text('durationLabel'),
      text('supportLabel'),
    ]),
    group('reviews', [text('starsLabel'), text('writeReviewLabel')]),
    group('notFound', [text('heading'), text('text', { multiline: true }), text('homeLinkLabel')]),
  ],
}
