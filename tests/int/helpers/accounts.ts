import type { Payload } from 'payload'

/** The owner and staff accounts the integration tests sign in as, each test file on its own database. */
export const testAccounts = {
  owner: {
    email: 'owner@example.com',
    username: 'owner',
    password: 'Crystal-river-keys-1',
    role: 'owner',
  },
  staff: {
    email: 'staff@example.com',
    username: 'staff',
    password: 'Inverness-desk-2',
    role: 'staff',
  },
} as const

/** Creates the test account of `role` through the Local API. */
export const createTestAccount = (payload: Payload, role: keyof typeof testAccounts) =>
  payload.create({ collection: 'users', data: { ...testAccounts[role] } })
