import { addDataAndFileToRequest, APIError, headersWithCors, type Endpoint } from 'payload'

import { countPasswordResetRequest } from '@/users/login-guard'
import { passwordResetTask, type PasswordResetInput } from '@/users/password-reset'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * POST /api/users/forgot-password in place of Payload's own handler (a collection endpoint comes before
 * Payload's). Payload's handler runs its forgotPassword operation before answering: it looks the account up,
 * stores a token and sends the email for an account, and returns at once for an unknown name, so the time
 * of the answer told whether an account exists (and an SMTP outage failed only a known one's request).
 * This one counts the client's request, queues the same operation as a job (src/jobs/sendPasswordReset.ts)
 * for every name alike, and gives Payload's answer: it does the same work whatever was typed, and the job
 * runner sends the email with the lead emails' retries. Neither a `beforeOperation` hook nor Payload's
 * `disableEmail` can do it inside Payload's handler: the operation looks the account up and writes its
 * token before any hook could answer, and `disableEmail` also turns off its one-email-per-interval guard.
 */
export const forgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const input: PasswordResetInput = {
      email: text(req.data?.email),
      username: text(req.data?.username),
    }
    // Payload's own check and message, made before anything is counted or queued.
    if (!input.email.trim() && !input.username.trim()) throw new APIError('Missing username.', 400)
    await countPasswordResetRequest(req.headers)
    await req.payload.jobs.queue({ task: passwordResetTask, input, req })
    return Response.json(
      { message: req.t('general:success') },
      { headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}
