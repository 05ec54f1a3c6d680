import { describe, expect, it } from 'vitest'

import { hasRole, isRole } from '@/users/roles'

// isRole checks `npm run users:create -- --role ...` before an account is written.
describe('account roles', () => {
  it('knows owner and staff, and nothing else', () => {
    expect(isRole('owner')).toBe(true)
    expect(isRole('staff')).toBe(true)
    for (const value of ['admin', 'Owner', '', undefined, null, 1])
      expect(isRole(value), String(value)).toBe(false)
  })

  it('grants a role only to a signed-in user who has one of the allowed roles', () => {
    expect(hasRole({ role: 'staff' }, 'owner', 'staff')).toBe(true)
    expect(hasRole({ role: 'staff' }, 'owner')).toBe(false)
    expect(hasRole({ role: null }, 'owner')).toBe(false)
    expect(hasRole(undefined, 'owner')).toBe(false)
  })
})
