import type { TaskConfig } from 'payload'

import { passwordResetTask, type PasswordResetInput } from '@/users/password-reset'

import { sendLeadEmailRetries } from './sendLeadEmail'

/**
 * The password-reset email of a forgot-password request (src/collections/Users/endpoints/forgotPassword.ts),
 * by Payload's own forgotPassword operation: it finds the account, stores the token on it and sends Payload's
 * reset email. An unknown name finds nothing, sends nothing and ends the job.
 *
 * Sent once whichever runner takes the job: before anything else the operation reserves the account with one
 * conditional UPDATE of `resetPasswordRequestedAt` (outside its transaction; the collection's
 * `forgotPassword.minRequestInterval`), the same compare-and-set as the lead emails' claim
 * (src/email/lease.ts), so a second runner, or a second request within the interval, finds it taken
 * and sends nothing. A failed send rolls the token back and releases the reservation, and the job is tried
 * again after its back-off, as a lead email is. SMTP's waits are bounded (SMTP_TIMEOUT_SECONDS) well within
 * the jobs' lease, so a slow send is not handed to another runner. A runner that dies mid-send leaves the
 * reservation until the interval ends: that email is lost, and the person can ask again after the interval.
 */
export const sendPasswordReset: TaskConfig<{ input: PasswordResetInput; output: object }> = {
  slug: passwordResetTask,
  label: 'Send a password-reset email',
  inputSchema: [
    { name: 'email', type: 'text' },
    { name: 'username', type: 'text' },
  ],
  retries: sendLeadEmailRetries,
  handler: async ({ input, req: { payload } }) => {
    // Both names, as Payload's own REST handler passes them: the operation looks the account up by the email
    // when one was given, otherwise by the username (its Local API type names only the email).
    const data = { email: input.email ?? '', username: input.username ?? '' }
    await payload.forgotPassword({ collection: 'users', data })
    return { output: {} }
  },
}
