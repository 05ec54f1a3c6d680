import type { GlobalConfig } from 'payload'

import { contentGlobal, copyTexts, group } from '@/content/globals/fields'
import { reviewEmailCopy, reviewPageCopy } from './defaults'

const placeholders =
  'Placeholders: {business}, {job}, {phone}, {email}, {count}, where the default text uses them'

const texts = (defaults: Record<string, string>) =>
  copyTexts(defaults, (_, defaultValue) => (defaultValue.includes('{') ? placeholders : undefined))

export const ReviewCopy: GlobalConfig<'review-copy'> = {
  slug: 'review-copy',
  label: 'Review copy',
  ...contentGlobal('review-copy'),
  fields: [
    group('email', texts(reviewEmailCopy), 'Review request email'),
    group('page', texts(reviewPageCopy), 'Review page'),
  ],
}
