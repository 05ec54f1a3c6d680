import {
  commitTransaction,
  type CollectionAfterErrorHook,
  type CollectionAfterOperationHook,
} from 'payload'

import {
  failedLoginDelayMs,
  loginRefusedName,
  requestClient,
  type CountedLogin,
  type LoginRefused,
} from '@/users/login-guard'
import { endLoginTurn } from '@/users/one-login-at-a-time'

/**
 * A login's turn ends once its session is committed, and Payload commits only after this hook, so
 * the transaction is committed here.
 */
export const endLoginOnCommit: CollectionAfterOperationHook<'users'> = async ({
  operation,
  req,
  result,
}) => {
  if (operation === 'login' && req.context.endLoginTurn) {
    await commitTransaction(req)
    endLoginTurn(req.context)
  }
  return result
}

/** Payload logs neither a refusal nor a failed login itself (config.loggingLevels). */
export const answerFailedLogin: CollectionAfterErrorHook = async ({ error, req }) => {
  endLoginTurn(req.context)
  const client = requestClient(req.headers)
  if (error.name === loginRefusedName)
    return void req.payload.logger.warn({ msg: (error as LoginRefused).logLine, client })
  const counted = req.context.countedLogin as CountedLogin | undefined
  if ((error as { status?: unknown }).status !== 401 || !counted) return
  req.payload.logger.warn({
    msg: 'Failed login',
    client,
    account: counted.accountId ?? 'none by that name',
  })
  await new Promise((resolve) => setTimeout(resolve, failedLoginDelayMs(counted)))
}
