import type { GlobalConfig } from 'payload'

import { cards, contentGlobal, group, sectionHeading, seoGroup, text } from '../fields'

export const HomePage: GlobalConfig<'home-page'> = {
  slug: 'home-page',
  label: 'Home page',
  ...contentGlobal('home-page', { livePreview: true }),
  fields: [
    group('hero', [
      text('eyebrow'),
      text('heading'),
      text('text', { multiline: true }),
      text('ctaLabel'),
      cards('highlights', { description: false }),
    ]),
    group('services', [...sectionHeading(), text('learnMoreLabel')]),
    group('homeServices', [...sectionHeading(), text('ctaLabel')]),
    group('locations', sectionHeading()),
    group('about', [
      ...sectionHeading(),
      cards('points'),
      group('statLabels', [text('rating'), text('businessesServed'), text('servingSince')]),
      text('ctaLabel'),
    ]),
    group('process', [...sectionHeading(), cards('steps')]),
    group('value', [...sectionHeading(), cards('cards'), text('ctaLabel')]),
    group('testimonials', [...sectionHeading(), text('ratingSummary')]),
    seoGroup(),
  ],
}
