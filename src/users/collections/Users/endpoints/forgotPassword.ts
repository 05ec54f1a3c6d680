import { addDataAndFileToRequest, APIError, headersWithCors, type Endpoint } from 'payload'

import { countPasswordResetRequest } from '@/users/login-guard'
import { passwordResetTask, type PasswordResetInput } from '@/users/password-reset'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Payload's handler answers an unknown name at once, so timing tells whether an account exists. */
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
