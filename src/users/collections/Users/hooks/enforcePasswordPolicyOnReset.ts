import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import type { User } from '@/payload-types'
import { passwordProblem } from '@/users/password-policy'

/**
 * Payload's reset-password writes the new hash without the collection's validation, whose hooks see
 * the stored user rather than the password.
 */
export const enforcePasswordPolicyOnReset: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'resetPassword') return args
  const { password, token } = (args.data ?? {}) as { password?: unknown; token?: unknown }
  if (typeof password !== 'string' || typeof token !== 'string') return args
  const user = await req.payload.db.findOne<Pick<User, 'id' | 'email' | 'username' | 'name'>>({
    collection: 'users',
    req,
    where: { resetPasswordToken: { equals: token } },
  })
  const problem = passwordProblem(password, user ?? {})
  if (problem)
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: problem, path: 'password' }],
      req,
    })
  return args
}
