import { eq } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { transactionDrizzle } from './transaction'

/**
 * SELECT ... FOR UPDATE, which Payload's find has no call for: two owners demoting each other at
 * once are taken in turn. Locked in id order, so they never deadlock.
 */
export async function lockOwners(req: PayloadRequest): Promise<string[]> {
  const users = req.payload.db.tables.users
  const db = await transactionDrizzle(req.payload, req)
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'owner'))
    .orderBy(users.id)
    .for('update')
  return owners.map((owner) => String(owner.id))
}
