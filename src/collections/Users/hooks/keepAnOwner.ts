import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { lockOwners } from '@/db/owners'
import type { User } from '@/payload-types'
import { lastOwnerMessage } from '@/users/roles'

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
