import type http from 'node:http'

import { attachmentMessages, uploadBodyLimitBytes } from '@/leads/attachments'
import { attachmentUploadPath, leadBodyLimitBytes, leadEndpointPaths } from '@/leads/constants'
import { optOutEndpointPath, reviewBodyLimitBytes, reviewEndpointPath } from '@/reviews/constants'

import { securityHeaders } from './security-headers.mjs'

/**
 * Caps request bodies before Next and Payload read them. Payload's own endpoints (REST under /api/, GraphQL,
 * login) read a JSON body whole before looking at it: without a cap, one huge post grows the server by its
 * whole size. The lead forms, the upload and the review form have tighter caps, answered with the messages
 * their forms show (their handlers also read no further than the cap: src/http/body.ts).
 *
 * A capped path takes a body only with its length declared, checked before Next sees the request: Node then
 * hands on exactly that many bytes, so a body is either refused before any handler starts or reaches it
 * whole. A body without a length (chunked) is refused with 411 rather than counted as it arrives: browsers
 * send a Content-Length with every form, fetch and upload (and Caddy passes it on), while counting means
 * cutting off a body a handler is already reading, which can leave it a shorter body that still parses (a
 * lead stored while its sender is told 413).
 */

export const apiBodyLimitBytes = 1024 * 1024

/** A refusal's JSON is shaped as its endpoint's own errors are, so its form or client shows the message. */
type Refusal = (message: string) => string
export type Cap = { bytes: number; tooLarge: string; refusal: Refusal }

const inField =
  (field: string): Refusal =>
  (message) =>
    JSON.stringify({ errors: { [field]: [message] } })
const formCap = (bytes: number): Cap => ({
  bytes,
  tooLarge: `The request is too large: at most ${bytes / 1024} KB`,
  refusal: inField('body'),
})

const ownCaps: [paths: readonly string[], cap: Cap][] = [
  [leadEndpointPaths, formCap(leadBodyLimitBytes)],
  [
    [attachmentUploadPath],
    {
      bytes: uploadBodyLimitBytes,
      tooLarge: attachmentMessages.bodyTooLarge,
      refusal: inField('attachments'),
    },
  ],
  [[reviewEndpointPath, optOutEndpointPath], formCap(reviewBodyLimitBytes)],
]
const payloadError: Refusal = (message) => JSON.stringify({ errors: [{ message }] })
const apiCap: Cap = {
  bytes: apiBodyLimitBytes,
  tooLarge: `The request body is larger than ${apiBodyLimitBytes / 1024 / 1024} MB.`,
  refusal: payloadError,
}

export const lengthRequired = 'Send the request with a Content-Length header.'

const absoluteForm = /^[a-z][a-z\d+.-]*:\/\//i

/**
 * The path Next routes the request to, or one that leads further into /api/ than it: Next resolves dot
 * segments (also percent-encoded ones) and repeated slashes after this server has seen the raw target, so a
 * cap matched against the raw `/./api/users/login` would let Payload read the body uncapped. Decoding every
 * escape, slashes included, can only widen what counts as /api/. Undefined for a target no URL parser reads.
 */
export function normalisedPathOf(url: string | undefined): string | undefined {
  const target = url ?? '/'
  try {
    const raw = (absoluteForm.test(target) ? new URL(target).pathname : target).split(/[?#]/)[0]
    // Each escape of an ASCII character on its own, so one malformed escape does not keep the others.
    const decoded = raw.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
    const path = new URL(
      `/${decoded.replaceAll('\\', '/')}`.replace(/\/{2,}/g, '/'),
      'http://normalise',
    ).pathname
    return path.replace(/\/$/, '') || '/'
  } catch {
    return undefined
  }
}

/** The cap of a request's body: every /api/ path has one, and so has a target no URL parser reads (it might still reach Payload). */
export function capOf(url: string | undefined): Cap | undefined {
  const path = normalisedPathOf(url)
  if (path === undefined) return apiCap
  if (!path.startsWith('/api/')) return undefined
  return ownCaps.find(([paths]) => paths.includes(path))?.[1] ?? apiCap
}

/** How long a refused request's body is still read (and thrown away) after the answer, at most. */
const lingerMilliseconds = 5_000

/**
 * Answers a refusal (with the security headers Next adds to every other answer) and closes the connection
 * once the client has sent its body: closing it while the client still sends would reset it before the
 * client read the answer. The rest of the body is thrown away as it arrives, as nginx's lingering close
 * does, for a few seconds at most.
 */
function refuse(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: 411 | 413,
  body: string,
) {
  const headers = Object.fromEntries(securityHeaders.map(({ key, value }) => [key, value]))
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  })
  response.write(body)
  // Unref: a refusal still lingering must not hold a server that is shutting down.
  setTimeout(() => request.socket.destroy(), lingerMilliseconds).unref()
  request.once('end', () => response.end()).resume()
}

/** The body cap step of the server (src/server/main.ts): true when the request was refused and must not reach Next. */
export function capRequestBody(
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  // Most requests (every page view) send no body: nothing to cap, and no path to normalise on their way.
  const chunked = request.headers['transfer-encoding'] !== undefined
  if (!chunked && !(Number(request.headers['content-length'] ?? 0) > 0)) return false
  const cap = capOf(request.url)
  if (!cap) return false
  if (chunked) refuse(request, response, 411, cap.refusal(lengthRequired))
  else if (Number(request.headers['content-length'] ?? 0) > cap.bytes)
    refuse(request, response, 413, cap.refusal(cap.tooLarge))
  else return false
  return true
}
