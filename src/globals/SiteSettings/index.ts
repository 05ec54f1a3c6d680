import type { GlobalConfig } from 'payload'

import { contentGlobal, group, text } from '../fields'

export const SiteSettings: GlobalConfig<'site-settings'> = {
  slug: 'site-settings',
  label: 'Site settings',
  ...contentGlobal,
  fields: [
    text('businessName'),
    text('tagline', { multiline: true }),
    {
      type: 'row',
      fields: [
        text('phone', { description: 'As visitors should read it, e.g. (352) 555-0142' }),
        { name: 'email', type: 'email', required: true },
      ],
    },
    text('serviceArea'),
    group('social', [
      { name: 'facebook', type: 'text', required: true },
      { name: 'linkedin', type: 'text', required: true },
      { name: 'twitter', type: 'text', required: true },
    ], 'Social links'),
    text('reviewSiteUrl', { label: 'Review site URL' }),
    group('claims', [
      {
        type: 'row',
        fields: [text('rating'), text('businessesServed'), text('servingSince'), text('copyrightYear')],
      },
    ]),
  ],
}
