import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import type { User } from '@/payload-types'
import { passwordProblem } from '@/users/password-policy'

type Identity = Parameters<typeof passwordProblem>[1]

function refuseWeakPassword(req: PayloadRequest, password: string, identity: Identity) {
  const problem = passwordProblem(password, identity)
  if (problem)
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: problem, path: 'password' }],
      req,
    })
}

export const enforcePasswordPolicy: CollectionBeforeValidateHook<User> = ({
  data,
  originalDoc,
  req,
}) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '') return data
  refuseWeakPassword(req, password, {
    email: data?.email ?? originalDoc?.email,
    username: data?.username ?? originalDoc?.username,
    name: data?.name ?? originalDoc?.name,
  })
  return data
}

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
  refuseWeakPassword(req, password, user ?? {})
  return args
}
