import type { GlobalConfig } from 'payload'

import { cards, contentGlobal, group, sectionHeading, seoGroup, text } from '../fields'

export const AppDevelopmentPage: GlobalConfig<'app-development-page'> = {
  slug: 'app-development-page',
  // PostgreSQL cuts identifiers past 63 bytes; a shorter name keeps the version tables' index names
  // whole, so the pushed schema and the migrations agree.
  dbName: 'app_dev_page',
  label: 'App Development page',
  ...contentGlobal('app-development-page', { livePreview: true }),
  fields: [
    group('hero', [text('heading'), text('text', { multiline: true }), text('ctaLabel')]),
    group('solutions', [...sectionHeading(), cards('cards', { icon: true })]),
    group('process', [...sectionHeading(), cards('steps')]),
    group('technologies', [
      ...sectionHeading(),
      cards('items', { icon: true, description: false }),
    ]),
    group('whyCustom', [...sectionHeading(), cards('reasons'), text('imageAlt')]),
    group('packages', sectionHeading()),
    group('quote', [text('heading'), text('text', { multiline: true }), text('buttonLabel')]),
    seoGroup(),
  ],
}
