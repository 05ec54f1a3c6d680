import type { TaskConfig } from 'payload'

import { siteContact } from '@/leads/email/site-contact'
import { invitationContextKey, type Invitation } from '@/users/password-link-email'
import { passwordResetTask, type PasswordResetInput } from '@/users/password-reset'
import { sendLeadEmailRetries } from '@/leads/tasks/sendLeadEmail'

/** A job, so a request costs the same whether or not the name is an account. */
export const sendPasswordReset: TaskConfig<{ input: PasswordResetInput; output: object }> = {
  slug: passwordResetTask,
  label: 'Send a password-reset or invitation email',
  inputSchema: [
    { name: 'email', type: 'text' },
    { name: 'username', type: 'text' },
    { name: 'invitedBy', type: 'text' },
  ],
  retries: sendLeadEmailRetries,
  handler: async ({ input, req: { payload } }) => {
    // Both names, as Payload's REST handler passes them; its Local API type names only the email.
    const data = { email: input.email ?? '', username: input.username ?? '' }
    const invitation: Invitation | undefined = input.invitedBy
      ? { invitedBy: input.invitedBy, businessName: (await siteContact(payload)).businessName }
      : undefined
    await payload.forgotPassword({
      collection: 'users',
      data,
      context: invitation ? { [invitationContextKey]: invitation } : undefined,
    })
    return { output: {} }
  },
}
