export const passwordResetTask = 'sendPasswordReset'

/** The job looks the account up, the request never does. */
export type PasswordResetInput = { email: string; username: string }
