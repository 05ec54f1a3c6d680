import type http from 'node:http'

import { attachmentMessages, uploadBodyLimitBytes } from '@/leads/attachments'
import { attachmentUploadPath, leadBodyLimitBytes, leadEndpointPaths } from '@/leads/constants'
import { optOutEndpointPath, reviewBodyLimitBytes, reviewEndpointPath } from '@/reviews/constants'

import { hookRequests } from './request-hook'

/**
 * Caps the bodies of Payload's own endpoints (REST under /api/, GraphQL, login), which read a JSON body
 * whole before looking at it: without this, one 300 MB post grows the server by 300 MB, and a few at once
 * end it. Only the server's http hook sees a body before Next and Payload buffer it, so the cap lives here:
 * a declared Content-Length over the cap is answered 413 before a byte is read, and a body without one
 * (chunked) is counted as it arrives and cut off with 413 as soon as it passes the cap.
 *
 * The lead endpoints, the attachment upload and the review endpoints have tighter caps, answered here the same way (with the
 * field messages their forms show) so a client still sending its body reads the 413 instead of a reset;
 * their handlers still read no further than the cap themselves (src/leads/intake/endpoint.ts readBoundedBody).
 * No collection takes uploads through REST (lead attachments are created by the server only), so one cap
 * for every other body is enough.
 */

export const apiBodyLimitBytes = 1024 * 1024

type Cap = { bytes: number; refusal: string }

const fieldRefusal = (field: string, message: string) => JSON.stringify({ errors: { [field]: [message] } })

const leadCap: Cap = { bytes: leadBodyLimitBytes, refusal: fieldRefusal('body', `The request is too large: at most ${leadBodyLimitBytes / 1024} KB`) }
const reviewCap: Cap = { bytes: reviewBodyLimitBytes, refusal: fieldRefusal('body', `The request is too large: at most ${reviewBodyLimitBytes / 1024} KB`) }
const ownCaps = new Map<string, Cap>([
  ...leadEndpointPaths.map((path) => [path, leadCap] as const),
  [attachmentUploadPath, { bytes: uploadBodyLimitBytes, refusal: fieldRefusal('attachments', attachmentMessages.bodyTooLarge) }],
  ...[reviewEndpointPath, optOutEndpointPath].map((path) => [path, reviewCap] as const),
])
const apiCap: Cap = {
  bytes: apiBodyLimitBytes,
  refusal: JSON.stringify({ errors: [{ message: `The request body is larger than ${apiBodyLimitBytes / 1024 / 1024} MB.` }] }),
}

/** The cap of this request's body: every /api/ path has one; other paths (pages, the admin) none here. */
export function capOf(url: string | undefined): Cap | undefined {
  const pathname = (url ?? '/').split('?')[0].replace(/\/+$/, '')
  if (!pathname.startsWith('/api/')) return undefined
  return ownCaps.get(pathname) ?? apiCap
}

/** How long a refused connection is still read (and thrown away) after the answer, so the client can read it. */
const lingerMilliseconds = 5_000

/**
 * Closing a connection while the client is still sending makes the kernel reset it, and the client then
 * reports a broken pipe instead of the 413 it was sent. So, as nginx's lingering close does, the server
 * only half-closes after the answer and throws away what still arrives, for a few seconds at most.
 */
function lingerBeforeClosing(socket: http.IncomingMessage['socket']) {
  const destroy = socket.destroy.bind(socket)
  let lingering = false
  // Node closes through destroySoon, and the application may destroy the request or response (Next does
  // when a handler's body stream ends early): every way of closing lingers first.
  const linger = function (this: typeof socket) {
    if (!lingering) {
      lingering = true
      this.end()
      const timer = setTimeout(destroy, lingerMilliseconds)
      this.once('close', () => clearTimeout(timer))
    }
    return this
  }
  socket.destroySoon = linger
  socket.destroy = linger
}

/**
 * Answers 413 and closes the connection. Whatever the application writes to the response afterwards (it
 * may still be reading the cut-off body) is dropped: writing to an ended response would throw.
 */
function refuse(response: http.ServerResponse, refusal: string) {
  if (response.socket) lingerBeforeClosing(response.socket)
  if (!response.headersSent) {
    response.writeHead(413, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(refusal),
      connection: 'close',
    })
    response.end(refusal)
  }
  const ignore = function (this: http.ServerResponse, ...args: unknown[]) {
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (callback) process.nextTick(callback)
    return this
  }
  Object.assign(response, {
    writeHead: ignore,
    setHeader: ignore,
    appendHeader: ignore,
    removeHeader: () => {},
    flushHeaders: () => {},
    write: (...args: unknown[]) => (ignore.apply(response, args), true),
    end: ignore,
  })
}

/** Counts the body as the parser hands it over, and ends it (for the application: truncated) past the cap. */
function countBody(request: http.IncomingMessage, response: http.ServerResponse, cap: Cap) {
  const push = request.push
  let received = 0
  let cutOff = false
  request.push = function (chunk: unknown, encoding?: BufferEncoding) {
    // Past the cap everything is thrown away, so the connection keeps flowing until it is closed.
    if (cutOff) return true
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length
      if (received > cap.bytes) {
        cutOff = true
        refuse(response, cap.refusal)
        return push.call(this, null)
      }
    }
    return push.call(this, chunk, encoding)
  }
}

let installed = false

export function limitApiBodies() {
  if (installed) return
  installed = true
  hookRequests((request, response) => {
    const cap = capOf(request.url)
    if (!cap) return false
    if (Number(request.headers['content-length'] ?? 0) > cap.bytes) {
      refuse(response, cap.refusal)
      return true
    }
    countBody(request, response, cap)
    return false
  })
}
