import { contactFormCopy, packageFormCopy } from '@/globals/FormCopy/defaults'

/** The words of both lead forms, as the specification gives them. */
export const formCopy = { contactForm: contactFormCopy, packageForm: packageFormCopy }
