import type { GlobalConfig } from 'payload'

import { contentGlobal, text } from '../fields'

const emptyShowsDefault = 'Left empty, the site shows its default text.'

/** The default text is not a column default, so rewording it needs no migration. */
export const PrivacyNote: GlobalConfig<'privacy-note'> = {
  slug: 'privacy-note',
  label: 'Privacy note',
  ...contentGlobal('privacy-note'),
  fields: [
    text('title', {
      required: false,
      description: `The browser tab’s title. ${emptyShowsDefault}`,
    }),
    text('heading', { required: false, description: emptyShowsDefault }),
    text('body', {
      multiline: true,
      required: false,
      description: `A blank line starts a new paragraph. ${emptyShowsDefault}`,
    }),
  ],
}
