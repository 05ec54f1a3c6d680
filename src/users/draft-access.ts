import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

import { hasRole } from './roles'

type DraftRequest = { draftModeEnabled: boolean; readHeaders: () => Headers | Promise<Headers> }

/**
 * The draft-mode cookie is the same for every browser until the next build, so it proves nothing.
 * Headers are read only in draft mode, since reading them makes a cached page dynamic.
 */
export async function mayShowDrafts(payload: Payload, request: DraftRequest) {
  if (!request.draftModeEnabled) return false
  const { user } = await payload.auth({ headers: await request.readHeaders() })
  return hasRole(user, 'owner', 'staff')
}

export const canSeeDrafts = cache(async () =>
  mayShowDrafts(await getPayload({ config }), {
    draftModeEnabled: (await draftMode()).isEnabled,
    readHeaders: headers,
  }),
)
