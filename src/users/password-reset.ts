export const passwordResetTask = 'sendPasswordReset'

/** Payload's own lifetime of a reset link, named so the invitation can say when its link runs out. */
export const passwordLinkLifetimeMs = 60 * 60_000

/**
 * The job looks the account up, the request never does. With `invitedBy` (set only by the owner's create,
 * never by the public endpoint) the same link goes out as an invitation.
 */
export type PasswordResetInput = { email: string; username: string; invitedBy?: string }
