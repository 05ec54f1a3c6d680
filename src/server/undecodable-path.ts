import type http from 'node:http'

import { securityHeaderFields } from './security-headers.mjs'

const message = 'The address is not valid: a percent sign in it must start an escape such as %20.'

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head><body><h1>Bad request</h1><p>${message}</p><p><a href="/">Go to the home page</a></p></body></html>`

/**
 * A path whose escapes do not decode (`/api/%`) makes Next's router throw and answer 500 without a
 * log line, so it is refused here with 400 (Payload's error shape under /api/).
 */
export function refuseUndecodablePath(
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  const path = (request.url ?? '/').split('?', 1)[0]
  if (!path.includes('%')) return false
  try {
    decodeURIComponent(path)
    return false
  } catch {
    // The first segment Next would route by, past `.` and repeated slashes.
    const api = path.split('/').find((segment) => segment !== '' && segment !== '.') === 'api'
    const body = api ? JSON.stringify({ errors: [{ message }] }) : page
    response.writeHead(400, {
      ...securityHeaderFields,
      'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    })
    response.end(body)
    return true
  }
}
