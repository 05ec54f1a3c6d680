import type { CollectionBeforeChangeHook } from 'payload'

import type { User } from '@/payload-types'

/** However it was created: admin first-register or the CLI. */
export const assignFirstOwner: CollectionBeforeChangeHook<User> = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (totalDocs === 0) data.role = 'owner'
  return data
}
