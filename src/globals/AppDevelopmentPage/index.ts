import type { GlobalConfig } from 'payload'

import { cards, contentGlobal, group, sectionHeading, text } from '../fields'
import { seoGroup } from '../seo'

export const AppDevelopmentPage: GlobalConfig<'app-development-page'> = {
  slug: 'app-development-page',
  label: 'App Development page',
  ...contentGlobal('app-development-page'),
  fields: [
    group('hero', [text('heading'), text('text', { multiline: true }), text('ctaLabel')]),
    group('solutions', [...sectionHeading(), cards('cards', { icon: true })]),
    group('process', [...sectionHeading(), cards('steps')]),
    group('technologies', [...sectionHeading(), cards('items', { icon: true, description: false })]),
    group('whyCustom', [...sectionHeading(), cards('reasons'), text('imageAlt')]),
    group('packages', sectionHeading()),
    group('quote', [text('heading'), text('text', { multiline: true }), text('buttonLabel')]),
    seoGroup(),
  ],
}
