export const passwordResetTask = 'sendPasswordReset'

/** Payload's lifetime of a reset link, named so the invitation can say when its link runs out. */
export const passwordLinkLifetimeMs = 60 * 60_000

/** The job, not the request, looks the account up; only the owner's create sets `invitedBy`. */
export type PasswordResetInput = { email: string; username: string; invitedBy?: string }
