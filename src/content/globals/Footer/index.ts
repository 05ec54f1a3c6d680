import type { GlobalConfig } from 'payload'

import { contentGlobal, group, links, text } from '../fields'

export const Footer: GlobalConfig<'footer'> = {
  slug: 'footer',
  ...contentGlobal('footer'),
  fields: [
    text('linksHeading'),
    links('links'),
    text('socialHeading'),
    group('socialLabels', [text('facebook'), text('linkedin'), text('twitter')]),
    text('newTabNote', { description: 'Read by screen readers after each social link.' }),
    text('copyrightText', { description: 'Follows "© {year} {business name}."' }),
    text('scrollToTopLabel'),
  ],
}
