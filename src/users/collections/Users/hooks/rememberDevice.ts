import type { CollectionAfterLoginHook } from 'payload'
import { generateCookie } from 'payload/shared'

import {
  deviceCookieMaxAgeSeconds,
  deviceCookieName,
  issueDeviceCookie,
} from '@/users/device-cookie'

/** Scoped to the login endpoint and hidden from scripts; no shared cache keeps the answer. */
export const rememberDevice: CollectionAfterLoginHook = ({ collection, req, user }) => {
  if (req.payloadAPI === 'local') return user
  const cookie = generateCookie<false>({
    name: deviceCookieName(req.payload.config.cookiePrefix),
    value: issueDeviceCookie(req.payload.secret, String(user.id)),
    path: `${req.payload.config.routes.api}/${collection.slug}/login`,
    maxAge: deviceCookieMaxAgeSeconds,
    httpOnly: true,
    secure: collection.auth.cookies.secure,
    sameSite: 'Strict',
    returnCookieAsObject: false,
  })
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', cookie)
  req.responseHeaders.set('Cache-Control', 'private, no-store')
  return user
}
