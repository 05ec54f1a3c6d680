import config from '@payload-config'
import { NextResponse } from 'next/server'
import { getPayload, type CollectionSlug } from 'payload'

/**
 * Refuses a call of a server action (a POST with a `Next-Action` header) from someone not signed in, once
 * the site has an account. The site's only actions are the admin's, which Payload's RootLayout defines: its
 * server function, whose handlers fail a signed-out call with Payload's Unauthorized error, and its
 * language switch, whose closure Next encrypts into the page and decrypts from the call's first argument.
 * Next answers anything an action throws, a closure that does not decrypt included, with 500 and a stack in
 * the log, on whatever page path the call is sent to; none of these actions has a place of the site's own
 * before it, so the refusal comes here, before Next runs any of them. A fresh site's first-user form calls
 * the server function signed out, as Payload's own admin check (canAccessAdmin) allows while there is no
 * account. The session is checked, not only its cookie: a made-up `payload-token` gets the same refusal.
 */
export async function refuseSignedOutAction(request: Request): Promise<NextResponse | undefined> {
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (user) return undefined
  const { totalDocs } = await payload.count({
    collection: payload.config.admin.user as CollectionSlug,
  })
  if (totalDocs === 0) return undefined
  return new NextResponse('Sign in to the admin first.', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}
