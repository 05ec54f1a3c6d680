import { NextResponse } from 'next/server'

/**
 * Deletes Next's draft-mode cookie from a browser that holds it without any Payload session (signed out,
 * or the cookie copied into another browser), so it gets the cached published pages again. The pages never
 * show it drafts either way: canSeeDrafts checks the session itself on every render.
 */
export function proxy() {
  const response = NextResponse.next()
  // The attributes Next's own draftMode().disable() deletes it with.
  response.cookies.set('__prerender_bypass', '', { path: '/', expires: new Date(0), httpOnly: true, secure: true, sameSite: 'none' })
  return response
}

// Runs only for page requests carrying the draft-mode cookie and no session cookie (Payload's `payload-token`).
export const config = {
  matcher: [
    {
      source: '/((?!api/|admin|_next/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
      missing: [{ type: 'cookie', key: 'payload-token' }],
    },
  ],
}
