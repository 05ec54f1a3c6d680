import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import type { User } from '@/payload-types'
import { passwordProblem } from '@/users/password-policy'

export const enforcePasswordPolicy: CollectionBeforeValidateHook<User> = ({
  data,
  originalDoc,
  req,
}) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '') return data
  const problem = passwordProblem(password, {
    email: data?.email ?? originalDoc?.email,
    username: data?.username ?? originalDoc?.username,
    name: data?.name ?? originalDoc?.name,
  })
  if (problem) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ message: problem, path: 'password' }],
      req,
    })
  }
  return data
}
