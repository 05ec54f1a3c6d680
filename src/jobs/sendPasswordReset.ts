import type { TaskConfig } from 'payload'

import { passwordResetTask, type PasswordResetInput } from '@/users/password-reset'

import { sendLeadEmailRetries } from './sendLeadEmail'

/**
 * Payload's own forgotPassword operation, run as a job so a request costs the same whether or not the name is
 * an account. Its conditional reservation of the account (`forgotPassword.minRequestInterval`) makes a second
 * runner or request send nothing; a failed send is retried as a lead email is.
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
