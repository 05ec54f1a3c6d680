import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { sitePages } from '@/content/seo/routes'
import { hasRole } from '@/users/roles'

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
