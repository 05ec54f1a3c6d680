import type { Access } from 'payload'

import { hasRole } from '@/users/roles'

/** Owners manage every account; anyone else signed in sees and edits only their own. */
export const isOwnerOrSelf: Access = ({ req: { user } }) => {
  if (hasRole(user, 'owner')) return true
  return user ? { id: { equals: user.id } } : false
}
