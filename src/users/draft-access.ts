import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

import { hasRole } from './roles'

type DraftRequest = { draftModeEnabled: boolean; readHeaders: () => Headers | Promise<Headers> }

/**
 * Whether a render may show drafts: Next's draft mode is on (see /api/preview) AND the request carries a
 * valid session of the owner or staff. The draft-mode cookie alone is not enough: its value is the same
 * for every browser until the next build, and it outlives a logout and the removal of the account. The
 * headers are read only in draft mode: reading them makes a page dynamic, and a visitor's page is cached.
 */
export async function mayShowDrafts(payload: Payload, request: DraftRequest) {
  if (!request.draftModeEnabled) return false
  const { user } = await payload.auth({ headers: await request.readHeaders() })
  return hasRole(user, 'owner', 'staff')
}

/** mayShowDrafts for the request being rendered, once per render. */
export const canSeeDrafts = cache(async () =>
  mayShowDrafts(await getPayload({ config }), {
    draftModeEnabled: (await draftMode()).isEnabled,
    readHeaders: headers,
  }),
)
