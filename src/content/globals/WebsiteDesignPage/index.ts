import type { GlobalConfig } from 'payload'

import { cards, contentGlobal, group, sectionHeading, seoGroup, text } from '../fields'

export const WebsiteDesignPage: GlobalConfig<'website-design-page'> = {
  slug: 'website-design-page',
  label: 'Website Design page',
  ...contentGlobal('website-design-page', { livePreview: true }),
  fields: [
    group('hero', [text('heading'), text('text', { multiline: true }), text('ctaLabel')]),
    group('features', [...sectionHeading(), cards('cards', { icon: true })]),
    group('packages', sectionHeading()),
    group('closingCta', [text('heading'), text('text', { multiline: true }), text('buttonLabel')]),
    seoGroup(),
  ],
}
