import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload } from 'payload'
import { cache } from 'react'

import { hasRole } from './roles'

/**
 * Whether this render may show drafts: Next's draft mode is on (see /api/preview) AND the request carries
 * a valid session of the owner or staff. The draft-mode cookie alone is not enough: its value is the same
 * for every browser until the next build, and it outlives a logout and the removal of the account.
 */
export const canSeeDrafts = cache(async () => {
  if (!(await draftMode()).isEnabled) return false
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return hasRole(user, 'owner', 'staff')
})
