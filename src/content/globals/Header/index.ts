import type { GlobalConfig } from 'payload'

import { contentGlobal, links, text } from '../fields'

export const Header: GlobalConfig<'header'> = {
  slug: 'header',
  ...contentGlobal('header'),
  fields: [
    text('homeLabel'),
    text('servicesLabel'),
    links('servicesMenu'),
    text('aboutLabel'),
    links('aboutMenu'),
    links('links'),
    {
      type: 'collapsible',
      label: 'Call button and small-screen menu',
      fields: [
        text('callLabel'),
        text('callNowLabel'),
        text('openMenuLabel'),
        text('closeMenuLabel'),
        text('returnHomeLabel'),
        text('companyLabel'),
        text('skipLinkLabel'),
      ],
    },
  ],
}
