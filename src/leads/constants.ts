export const leadCollections = ['contact-submissions', 'package-purchases'] as const
export type LeadCollection = (typeof leadCollections)[number]

export const emailKinds = ['notification', 'confirmation'] as const

export const emailKeyFieldName = 'emailKey'

export const leadEmailTask = 'sendLeadEmail'
export type EmailKind = (typeof emailKinds)[number]

export const emailStateFieldName = {
  notification: 'notificationEmail',
  confirmation: 'confirmationEmail',
} as const satisfies Record<EmailKind, string>

export const reviewEmailKind = 'review'

export const reviewEmailFieldName = `${reviewEmailKind}Email` as const

/** Room for the longest message and description. */
export const leadBodyLimitBytes = 64 * 1024

export const leadEndpointPaths = ['/api/contact', '/api/package-purchase'] as const

export const attachmentUploadPath = '/api/contact/attachments'

/** A lead left New is reminded of once per kind. */
export const reminderKinds = ['urgentReminder', 'workingDayReminder'] as const
export type ReminderKind = (typeof reminderKinds)[number]

export const reminderStateFieldName = {
  urgentReminder: 'urgentReminderEmail',
  workingDayReminder: 'workingDayReminderEmail',
} as const satisfies Record<ReminderKind, string>

/** How long a flagged service request may stay New (dashboard and reminder). */
export const urgentWaitLimitMs = 4 * 60 * 60 * 1000

/** Only service requests carry an urgency. */
export const reminderCollections = {
  urgentReminder: ['contact-submissions'],
  workingDayReminder: leadCollections,
} as const satisfies Record<ReminderKind, readonly LeadCollection[]>

export const leadReminderTask = 'sendLeadReminder'
export const queueLeadRemindersTask = 'queueLeadReminders'

export const leadNotSaved = 'Your request could not be saved. Please try again later.'
