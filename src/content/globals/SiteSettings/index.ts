import type { GlobalConfig } from 'payload'

import { defaultShareImage } from '@/content/seo/metadata'

import { contentGlobal, copyTexts, group, text } from '../fields'
import { businessHoursDefault, replyPromiseDefaults } from './reply-promise'

export const SiteSettings: GlobalConfig<'site-settings'> = {
  slug: 'site-settings',
  label: 'Site settings',
  ...contentGlobal('site-settings'),
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
    group('social', [text('facebook'), text('linkedin'), text('twitter')], 'Social links'),
    text('reviewSiteUrl', { label: 'Review site URL' }),
    group(
      'replyPromise',
      [
        {
          name: 'businessHours',
          type: 'text',
          defaultValue: businessHoursDefault,
          admin: { description: 'Named under the promise; left empty, no hours are named' },
        },
        ...copyTexts(replyPromiseDefaults, (name) =>
          name === 'package'
            ? 'To a package request'
            : `To a service request marked ${name[0].toUpperCase()}${name.slice(1)}`,
        ),
      ],
      'Reply promise of the confirmation email',
    ),
    group('claims', [
      {
        type: 'row',
        fields: [
          text('rating'),
          text('businessesServed'),
          text('servingSince'),
          text('copyrightYear'),
        ],
      },
    ]),
    group(
      'seo',
      [
        {
          name: 'image',
          type: 'text',
          defaultValue: defaultShareImage,
          admin: {
            description:
              'Share image of pages without their own: a path on this site or a full URL, 1200x630.',
          },
        },
        {
          name: 'areaServed',
          type: 'array',
          label: 'Places served',
          admin: {
            description:
              'Named to search engines, after the service area, as the places the business serves.',
          },
          defaultValue: [{ name: 'Inverness, FL' }, { name: 'Crystal River, FL' }],
          fields: [{ name: 'name', type: 'text', required: true }],
        },
      ],
      'SEO defaults',
    ),
  ],
}
