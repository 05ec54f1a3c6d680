import type { Access } from 'payload'

import { hasRole } from '@/users/roles'

export const isStaffOrOwner: Access = ({ req: { user } }) => hasRole(user, 'owner', 'staff')
