import {
  commitTransaction,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
} from 'payload'

import { queueGuessingNotice } from '@/users/guessing-notice'
import {
  failedLoginDelayMs,
  forgiveLogin,
  liftAccountLimit,
  loginRefusedName,
  requestClient,
  type CountedLogin,
  type LoginRefused,
} from '@/users/login-guard'
import { endLoginTurn } from '@/users/one-login-at-a-time'

/** A login counted as failed before it was tried (limitLogins) that succeeded no longer counts. */
export const forgiveSuccessfulLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const counted = req.context.countedLogin as CountedLogin | undefined
  if (counted) await forgiveLogin(counted)
  return user
}

/**
 * A login's turn ends once its session is committed, and Payload commits only after this hook. A
 * completed password reset proves the owner, so it lifts the account's limit for new browsers.
 */
export const endLoginOnCommit: CollectionAfterOperationHook<'users'> = async ({
  operation,
  req,
  result,
}) => {
  if (operation === 'resetPassword' && result?.user?.id)
    await liftAccountLimit(String(result.user.id))
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
  // The answer stays a 401 even when the notice cannot be stored.
  if (counted.lastForAccount && counted.accountId)
    await queueGuessingNotice(req.payload, counted.accountId, new Date()).catch((err) =>
      req.payload.logger.error({ err, msg: 'Could not queue the notice of guessed passwords' }),
    )
  await new Promise((resolve) => setTimeout(resolve, failedLoginDelayMs(counted)))
}
