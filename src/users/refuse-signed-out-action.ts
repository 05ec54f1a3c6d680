import config from '@payload-config'
import { NextResponse } from 'next/server'
import { getPayload } from 'payload'

/**
 * Next answers anything a server action throws with a 500, and the only actions are the admin's. A
 * fresh site's first-user form calls them signed out, as Payload allows while there is no account.
 */
export async function refuseSignedOutAction(request: Request): Promise<NextResponse | undefined> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (user) return undefined
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs === 0) return undefined
  return new NextResponse('Sign in to the admin first.', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}
