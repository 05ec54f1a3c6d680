import { contactFormCopy, packageFormCopy } from '@/globals/FormCopy/defaults'

export const formCopy = { contactForm: contactFormCopy, packageForm: packageFormCopy }
