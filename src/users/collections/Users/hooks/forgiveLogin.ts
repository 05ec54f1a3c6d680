import type { CollectionAfterLoginHook } from 'payload'

import { forgiveLogin, type CountedLogin } from '@/users/login-guard'

/** A login counted as failed before it was tried (limitLogins) that succeeded no longer counts. */
export const forgiveSuccessfulLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const counted = req.context.countedLogin as CountedLogin | undefined
  if (counted) await forgiveLogin(counted)
  return user
}
