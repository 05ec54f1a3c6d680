import type http from 'node:http'

import { attachmentMessages, uploadBodyLimitBytes } from '@/leads/attachments'
import { attachmentUploadPath, leadBodyLimitBytes, leadEndpointPaths } from '@/leads/constants'
import { optOutEndpointPath, reviewBodyLimitBytes, reviewEndpointPath } from '@/reviews/constants'

import { securityHeaderFields } from './security-headers.mjs'

/**
 * Caps bodies before Payload, which reads a JSON body whole. A chunked body cut mid-read could
 * still parse shorter, so a capped path needs a Content-Length (browsers send one): chunked is 411.
 */

export const apiBodyLimitBytes = 1024 * 1024

/** Shaped as the endpoint's own errors, so its form or client shows the message. */
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
 * Next resolves dot segments (encoded too) and repeated slashes after this sees the raw target, so
 * `/./api/users/login` must match /api/. Undefined for a target no URL parser reads.
 */
export function normalisedPathOf(url: string | undefined): string | undefined {
  const target = url ?? '/'
  try {
    const raw = (absoluteForm.test(target) ? new URL(target).pathname : target).split(/[?#]/)[0]
    // Escape by escape, so one malformed escape does not keep the others encoded.
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

/** Every /api/ path has a cap, and so has a target no URL parser reads (it might reach Payload). */
export function capOf(url: string | undefined): Cap | undefined {
  const path = normalisedPathOf(url)
  if (path === undefined) return apiCap
  if (!path.startsWith('/api/')) return undefined
  return ownCaps.find(([paths]) => paths.includes(path))?.[1] ?? apiCap
}

const lingerMilliseconds = 5_000

/**
 * Closes the connection only once the client has sent its body (a lingering close, as nginx does):
 * closing while it still sends would reset it before it read the answer.
 */
function refuse(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: 411 | 413,
  body: string,
) {
  response.writeHead(status, {
    ...securityHeaderFields,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  })
  response.write(body)
  // Unref: a refusal still lingering must not hold a server that is shutting down.
  setTimeout(() => request.socket.destroy(), lingerMilliseconds).unref()
  request.once('end', () => response.end()).resume()
}

/** True when the request was refused and must not reach Next. */
export function capRequestBody(
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  const chunked = request.headers['transfer-encoding'] !== undefined
  const length = Number(request.headers['content-length'] ?? 0)
  const cap = chunked || length > 0 ? capOf(request.url) : undefined
  if (!cap || (!chunked && !(length > cap.bytes))) return false
  if (chunked) refuse(request, response, 411, cap.refusal(lengthRequired))
  else refuse(request, response, 413, cap.refusal(cap.tooLarge))
  return true
}
