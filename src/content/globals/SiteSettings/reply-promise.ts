/** The confirmation email's promises: seeded, and used until the site settings are saved. */
export const replyPromiseDefaults = {
  urgent: 'We will get back to you the same business day.',
  high: 'We will get back to you within 24 hours.',
  normal: 'We will get back to you within a few days.',
  low: 'We will get back to you within one to two weeks.',
  package: 'We will contact you within 24 hours to discuss your project.',
}

export const businessHoursDefault = 'Monday to Friday, 8 AM to 5 PM'

export type ReplyPromise = typeof replyPromiseDefaults & { businessHours?: string | null }
