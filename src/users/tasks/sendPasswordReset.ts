import type { TaskConfig } from 'payload'

import { passwordResetTask, type PasswordResetInput } from '@/users/password-reset'

import { sendLeadEmailRetries } from '@/leads/tasks/sendLeadEmail'

/**
 * A job, so a request costs the same whether or not the name is an account; Payload's
 * `minRequestInterval` makes a second runner or request send nothing.
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
    // Both names, as Payload's REST handler passes them; its Local API type names only the email.
    const data = { email: input.email ?? '', username: input.username ?? '' }
    await payload.forgotPassword({ collection: 'users', data })
    return { output: {} }
  },
}
