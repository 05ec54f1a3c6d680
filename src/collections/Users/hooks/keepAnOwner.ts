import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { eq } from '@payloadcms/db-postgres/drizzle'
import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { transactionDrizzle } from '@/db/transaction'
import type { User } from '@/payload-types'
import { lastOwnerMessage } from '@/users/roles'

/**
 * The owners' ids, their rows locked until the request's transaction ends: SELECT ... FOR UPDATE with
 * Drizzle on Payload's transaction, as Payload has no call for a row lock. Two owners demoting or deleting
 * each other at the same moment are so taken one after the other: the second waits for the first to commit,
 * and its lock then skips the row the first demoted or deleted. Locked in id order, so they never deadlock.
 */
async function lockOwners(req: PayloadRequest) {
  const users = (req.payload.db as unknown as PostgresAdapter).tables.users
  const db = await transactionDrizzle(req.payload, req)
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'owner'))
    .orderBy(users.id)
    .for('update')
  return owners.map((owner) => String(owner.id))
}

const isLastOwner = (owners: string[], id: string | number) =>
  owners.length === 1 && owners[0] === String(id)

/** An owner becomes staff only while another owner remains, so the site is never left without one. */
export const keepOwnerOnDemotion: CollectionBeforeChangeHook<User> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (
    operation !== 'update' ||
    originalDoc?.role !== 'owner' ||
    !data.role ||
    data.role === 'owner'
  )
    return data
  // A public APIError, not a ValidationError: a production build answers a ValidationError with "The following
  // field is invalid: role" only, without the reason.
  if (isLastOwner(await lockOwners(req), originalDoc.id))
    throw new APIError(lastOwnerMessage, 400, null, true)
  return data
}

/** The last owner's account is never deleted. */
export const keepOwnerOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (isLastOwner(await lockOwners(req), id)) throw new APIError(lastOwnerMessage, 400, null, true)
}
