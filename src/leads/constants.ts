/**
 * The names every layer shares about leads: the collections they are stored in and the emails each one
 * sends. Collections, the intake, the email job and the admin import them from here.
 */

export const leadCollections = ['contact-submissions', 'package-purchases'] as const
export type LeadCollection = (typeof leadCollections)[number]

export const leadAttachmentsCollection = 'lead-attachments'

export const emailKinds = ['notification', 'confirmation'] as const

/** The field holding the key a lead's address is recognised by (emailKeyOf in email-address.ts). */
export const emailKeyFieldName = 'emailKey'

/** The job task that sends one email of a lead (src/jobs/sendLeadEmail.ts). */
export const leadEmailTask = 'sendLeadEmail'
export type EmailKind = (typeof emailKinds)[number]

/** The group field on a lead that records each email's delivery state. */
export const emailStateFieldName = {
  notification: 'notificationEmail',
  confirmation: 'confirmationEmail',
} as const satisfies Record<EmailKind, string>

/**
 * The review request a won lead gets later (src/reviews): its delivery state on the lead has the lead
 * emails' columns (review_email_status, ...), so the email claim takes it the same way.
 */
export const reviewEmailKind = 'review'

/** A lead's fields are a few kilobytes; the cap leaves room for the longest message and description. */
export const leadBodyLimitBytes = 64 * 1024

/** The lead endpoints, which answer 413 with the field messages the forms show. */
export const leadEndpointPaths = ['/api/contact', '/api/package-purchase'] as const

/** The attachment upload, which takes files before the service request that links them. */
export const attachmentUploadPath = '/api/contact/attachments'
