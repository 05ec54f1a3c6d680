import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/users/roles'

export const isStaffOrOwner: Access = ({ req: { user } }) => hasRole(user, 'owner', 'staff')

export const isStaffOrOwnerField: FieldAccess = ({ req: { user } }) =>
  hasRole(user, 'owner', 'staff')
