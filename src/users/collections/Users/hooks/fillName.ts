import type { CollectionBeforeValidateHook } from 'payload'

import type { User } from '@/payload-types'

/** People are listed by name, so an account without one is called by its username or email. */
export const fillName: CollectionBeforeValidateHook<User> = ({ data, originalDoc }) => {
  if (!data) return data
  const name = data.name === undefined ? originalDoc?.name : data.name
  if (name?.trim()) return data
  const username = data.username ?? originalDoc?.username
  const email = data.email ?? originalDoc?.email
  const fallback = username || email?.split('@')[0]
  if (fallback) data.name = fallback
  return data
}
