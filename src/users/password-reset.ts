/** The job that sends a password-reset email (src/jobs/sendPasswordReset.ts), queued by the forgot-password endpoint. */
export const passwordResetTask = 'sendPasswordReset'

/** The account as the visitor named it, by email or by username: the job looks it up, the request never does. */
export type PasswordResetInput = { email: string; username: string }
