import type { Access, FieldAccess } from 'payload'

import { hasRole } from '@/users/roles'

export const isOwner: Access = ({ req: { user } }) => hasRole(user, 'owner')

export const isOwnerField: FieldAccess = ({ req: { user } }) => hasRole(user, 'owner')
