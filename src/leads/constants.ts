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

/** The group field on a lead that records its review request (src/reviews/request-field.ts). */
export const reviewEmailFieldName = `${reviewEmailKind}Email` as const

/** A lead's fields are a few kilobytes; the cap leaves room for the longest message and description. */
export const leadBodyLimitBytes = 64 * 1024

/** The lead endpoints, which answer 413 with the field messages the forms show. */
export const leadEndpointPaths = ['/api/contact', '/api/package-purchase'] as const

/** The attachment upload, which takes files before the service request that links them. */
export const attachmentUploadPath = '/api/contact/attachments'

/**
 * The reminders a lead left New gets (src/leads/reminders): a flagged service request after a few hours,
 * any lead after one working day. Each is sent once per lead, its delivery state on the lead in the lead
 * emails' columns, so the email claim takes it the same way.
 */
export const reminderKinds = ['urgentReminder', 'workingDayReminder'] as const
export type ReminderKind = (typeof reminderKinds)[number]

export const reminderStateFieldName = {
  urgentReminder: 'urgentReminderEmail',
  workingDayReminder: 'workingDayReminderEmail',
} as const satisfies Record<ReminderKind, string>

/** A flagged service request still New this long after it arrived has waited too long (dashboard and reminder). */
export const urgentWaitLimitMs = 4 * 60 * 60 * 1000

/** The leads each reminder watches: only service requests carry an urgency. */
export const reminderCollections = {
  urgentReminder: ['contact-submissions'],
  workingDayReminder: leadCollections,
} as const satisfies Record<ReminderKind, readonly LeadCollection[]>

/** The job task that sends one reminder (src/jobs/sendLeadReminder.ts), and the one that finds the due ones. */
export const leadReminderTask = 'sendLeadReminder'
export const queueLeadRemindersTask = 'queueLeadReminders'

/** The answer to a lead that could not be stored: the form shows it and keeps what was typed. */
export const leadNotSaved = 'Your request could not be saved. Please try again later.'
