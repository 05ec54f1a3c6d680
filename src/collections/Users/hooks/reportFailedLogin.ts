import type { CollectionAfterErrorHook } from 'payload'

import { failedLoginDelayMs, loginRefusedName, requestClient, type CountedLogin } from '@/users/login-guard'

/**
 * One warning line per failed or refused login, without a stack (payload.config silences Payload's own
 * ERROR line with its stack for these errors), and a failed login's answer held a little longer with each
 * failure of the same client.
 */
export const reportFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  const counted = req.context.countedLogin as CountedLogin | undefined
  if (error.name === loginRefusedName) {
    req.payload.logger.warn({ msg: 'Login or password reset refused: too many attempts', client: requestClient(req.headers) })
    return
  }
  if (!counted || error.name !== 'AuthenticationError') return
  req.payload.logger.warn({ msg: 'Failed login', client: counted.client, account: counted.accountId ?? 'none by that name' })
  await new Promise((resolve) => setTimeout(resolve, failedLoginDelayMs(counted)))
}
