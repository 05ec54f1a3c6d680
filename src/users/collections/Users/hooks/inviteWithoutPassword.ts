import { randomBytes } from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeValidateHook } from 'payload'

import type { User } from '@/payload-types'
import { passwordResetTask, type PasswordResetInput } from '@/users/password-reset'

const invitedEmailKey = 'invitedEmail'

/** Runs after the password policy, which a password nobody knows need not meet. */
export const inviteWithoutPassword: CollectionBeforeValidateHook<User> = ({
  context,
  data,
  operation,
}) => {
  if (operation !== 'create' || !data) return data
  const typed = data as { password?: unknown }
  if (typeof typed.password === 'string' && typed.password !== '') return data
  typed.password = randomBytes(32).toString('base64url')
  context[invitedEmailKey] = data.email
  return data
}

/** In the create's transaction, so a refused create queues nothing. */
export const queueInvitation: CollectionAfterChangeHook<User> = async ({
  context,
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || !doc.email || context[invitedEmailKey] !== doc.email) return doc
  const input: PasswordResetInput = {
    email: doc.email,
    username: '',
    invitedBy: req.user?.name || req.user?.email || 'The site owner',
  }
  await req.payload.jobs.queue({ task: passwordResetTask, input, req })
  return doc
}
