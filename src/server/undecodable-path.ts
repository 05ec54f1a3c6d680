import type http from 'node:http'

import { securityHeaders } from './security-headers.mjs'

const refusalHeaders = Object.fromEntries(
  securityHeaders.map(({ key, value }) => [key.toLowerCase(), value]),
)

const message = 'The address is not valid: a percent sign in it must start an escape such as %20.'

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head><body><h1>Bad request</h1><p>${message}</p><p><a href="/">Go to the home page</a></p></body></html>`

/**
 * A path whose percent-escapes do not decode (`/api/%`, `/review/%E0%A4%A`) makes Next's router throw while
 * it matches the route, and Next answers 500 without a line of log. Refused here with 400 instead: JSON
 * under /api/, in Payload's error shape, and a short page elsewhere. Answers and returns true when refused.
 */
export function refuseUndecodablePath(
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  const path = (request.url ?? '/').split('?', 1)[0]
  // Only an escape can fail to decode.
  if (!path.includes('%')) return false
  try {
    decodeURIComponent(path)
    return false
  } catch {
    // The first segment Next would route by, past `.` and repeated slashes.
    const api = path.split('/').find((segment) => segment !== '' && segment !== '.') === 'api'
    const body = api ? JSON.stringify({ errors: [{ message }] }) : page
    response.writeHead(400, {
      ...refusalHeaders,
      'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    })
    response.end(body)
    return true
  }
}
