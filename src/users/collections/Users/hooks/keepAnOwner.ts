import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

import { lockOwners } from '@/db/owners'
import type { User } from '@/payload-types'
import { lastOwnerMessage } from '@/users/roles'

const isLastOwner = (owners: string[], id: string | number) =>
  owners.length === 1 && owners[0] === String(id)

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
  // A production build answers a ValidationError without its reason, so this is a public APIError.
  if (isLastOwner(await lockOwners(req), originalDoc.id))
    throw new APIError(lastOwnerMessage, 400, null, true)
  return data
}

export const keepOwnerOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (isLastOwner(await lockOwners(req), id)) throw new APIError(lastOwnerMessage, 400, null, true)
}
