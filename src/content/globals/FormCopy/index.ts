import type { GlobalConfig } from 'payload'

import { contentGlobal, copyTexts, group } from '../fields'
import { contactFormCopy, packageFormCopy } from './defaults'

const descriptions: Record<string, string> = {
  dialogTitle: '{package} stands for the name of the package the visitor chose',
  errorText: 'Shown when the server gives no reason of its own',
  attachmentsHint: 'Shown after the limits (number and size of files), which the site fills in',
}

const texts = (defaults: Record<string, string>) =>
  copyTexts(defaults, (name) => descriptions[name])

export const FormCopy: GlobalConfig<'form-copy'> = {
  slug: 'form-copy',
  label: 'Form copy',
  ...contentGlobal('form-copy'),
  fields: [
    group('contactForm', texts(contactFormCopy), 'Service request form'),
    group('packageForm', texts(packageFormCopy), 'Package request dialog'),
  ],
}
