import type { GlobalConfig, TextField } from 'payload'

import { contentGlobal, group } from '../fields'
import { contactFormCopy, packageFormCopy } from './defaults'

const descriptions: Record<string, string> = {
  dialogTitle: '{package} stands for the name of the package the visitor chose',
  errorText: 'Shown when the server gives no reason of its own',
  attachmentsHint: 'Shown after the limits (number and size of files), which the site fills in',
}

/** One required text per word of the form, defaulting to the specification's wording. */
const texts = (defaults: Record<string, string>): TextField[] =>
  Object.entries(defaults).map(([name, defaultValue]) => ({
    name,
    type: 'text',
    required: true,
    defaultValue,
    admin: descriptions[name] ? { description: descriptions[name] } : undefined,
  }))

/** The labels, placeholders, hints, buttons and toasts of the two lead forms. */
export const FormCopy: GlobalConfig<'form-copy'> = {
  slug: 'form-copy',
  label: 'Form copy',
  ...contentGlobal('form-copy'),
  fields: [group('contactForm', texts(contactFormCopy), 'Service request form'), group('packageForm', texts(packageFormCopy), 'Package request dialog')],
}
