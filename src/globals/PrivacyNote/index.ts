import type { GlobalConfig } from 'payload'

import { contentGlobal, text } from '../fields'
import { privacyNoteDefaults } from './defaults'

/**
 * The page at /privacy: what the site's own visit count keeps. The owner links it from the footer's links
 * (Footer global) when they want it there.
 */
export const PrivacyNote: GlobalConfig<'privacy-note'> = {
  slug: 'privacy-note',
  label: 'Privacy note',
  ...contentGlobal('privacy-note'),
  fields: [
    {
      ...text('title', { description: 'The browser tab’s title' }),
      defaultValue: privacyNoteDefaults.title,
    },
    { ...text('heading'), defaultValue: privacyNoteDefaults.heading },
    {
      ...text('body', { multiline: true, description: 'A blank line starts a new paragraph.' }),
      defaultValue: privacyNoteDefaults.body,
    },
  ],
}
