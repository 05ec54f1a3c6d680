import { NextResponse, type NextRequest } from 'next/server'

import { refuseSignedOutAction } from '@/users/refuse-signed-out-action'

/**
 * Before Next renders: refuses a signed-out server-action call, and deletes Next's draft-mode
 * cookie from a browser without a Payload session, so it gets the cached published pages again.
 */
export async function proxy(request: NextRequest) {
  if (/^\/api\/payload-(migrations|kv)(\/|$)/.test(request.nextUrl.pathname))
    return NextResponse.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  if (request.headers.has('next-action') || isFormPost(request)) {
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

/** Next also runs an action posted as plain multipart, as a form is sent before its script runs. */
const isFormPost = (request: NextRequest) =>
  request.method === 'POST' &&
  Boolean(request.headers.get('content-type')?.startsWith('multipart/form-data'))

export const config = {
  matcher: [
    // Every path: Next runs an action sent to any page, not only to the admin's.
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/|_next/).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
    // Payload's own collections that nothing reads over REST: not found, as any other unknown path.
    '/api/payload-migrations/:path*',
    '/api/payload-kv/:path*',
    // The draft-mode cookie without Payload's `payload-token`.
    {
      source: '/((?!api/|admin|_next/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
      missing: [{ type: 'cookie', key: 'payload-token' }],
    },
  ],
}
