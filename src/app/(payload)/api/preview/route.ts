import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { sitePages } from '@/seo/routes'
import { hasRole } from '@/users/roles'

/**
 * GET /api/preview?path=/website-design: for a signed-in owner or staff member, turns on Next's draft mode in
 * this browser (the pages then read the latest drafts, uncached, while the session lasts: canSeeDrafts) and
 * opens the page; anyone else loses the draft-mode cookie and is sent to the login.
 * GET /api/preview?exit=1 turns it off again.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const requested = url.searchParams.get('path') ?? '/'
  const path = sitePages.find((route) => route === requested) ?? '/'
  const draft = await draftMode()
  if (url.searchParams.has('exit')) {
    draft.disable()
    redirect(path)
  }
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user, 'owner', 'staff')) {
    draft.disable()
    redirect(`/admin/login?redirect=${encodeURIComponent(`/api/preview?path=${path}`)}`)
  }
  draft.enable()
  redirect(path)
}
