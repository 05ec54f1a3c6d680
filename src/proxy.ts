import { NextResponse, type NextRequest } from 'next/server'

import { refuseSignedOutAction } from '@/users/refuse-signed-out-action'

/**
 * Before Next renders: refuses a signed-out server-action call, and deletes Next's draft-mode
 * cookie from a browser without a Payload session, so it gets the cached published pages again.
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
    // The draft-mode cookie without Payload's `payload-token`.
    {
      source: '/((?!api/|admin|_next/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
      missing: [{ type: 'cookie', key: 'payload-token' }],
    },
  ],
}
