import { contactFormCopy, packageFormCopy } from '@/content/globals/FormCopy/defaults'

export const formCopy = { contactForm: contactFormCopy, packageForm: packageFormCopy }
