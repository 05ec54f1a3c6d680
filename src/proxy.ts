import { NextResponse, type NextRequest } from 'next/server'

import { refuseSignedOutAction } from '@/users/refuse-signed-out-action'

/**
 * Two rules that must run before Next renders anything:
 * - a server-action call (a POST with `Next-Action`) without a session is refused (see refuseSignedOutAction);
 * - Next's draft-mode cookie is deleted from a browser that holds it without any Payload session (signed out,
 *   or the cookie copied into another browser), so it gets the cached published pages again. The pages never
 *   show it drafts either way: canSeeDrafts checks the session itself on every render.
 */
export async function proxy(request: NextRequest) {
  if (request.headers.has('next-action')) {
    return (
      (request.method === 'POST' && (await refuseSignedOutAction(request))) || NextResponse.next()
    )
  }
  const response = NextResponse.next()
  // The attributes Next's own draftMode().disable() deletes it with.
  response.cookies.set('__prerender_bypass', '', {
    path: '/',
    expires: new Date(0),
    httpOnly: true,
    secure: true,
    sameSite: 'none',
  })
  return response
}

export const config = {
  matcher: [
    // Every path: Next runs an action sent to any page, not only to the admin's.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // Page requests carrying the draft-mode cookie and no session cookie (Payload's `payload-token`).
    {
      source: '/((?!api/|admin|_next/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
      missing: [{ type: 'cookie', key: 'payload-token' }],
    },
  ],
}
