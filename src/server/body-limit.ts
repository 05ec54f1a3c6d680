import http from 'node:http'

import { attachmentMessages, uploadBodyLimitBytes } from '@/leads/attachments'
import { attachmentUploadPath, leadBodyLimitBytes, leadEndpointPaths } from '@/leads/constants'
import { optOutEndpointPath, reviewBodyLimitBytes, reviewEndpointPath } from '@/reviews/constants'

import { securityHeaders } from './security-headers.mjs'

/**
 * Caps request bodies before Next and Payload read them. Payload's own endpoints (REST under /api/,
 * GraphQL, login) read a JSON body whole before looking at it: without a cap, one huge post grows the
 * server by its whole size, and a few at once end it. A declared Content-Length over the cap is answered 413 before
 * a byte is read, and a body without one (chunked) is counted as it arrives and cut off with 413 as soon as
 * it passes the cap.
 *
 * The lead endpoints, the attachment upload and the review endpoints have tighter caps, answered the same
 * way (with the field messages their forms show) so a client still sending its body reads the 413 instead
 * of a reset; their handlers still read no further than the cap themselves (src/leads/intake/endpoint.ts
 * readBoundedBody). No collection takes uploads through REST (lead attachments are created by the server
 * only), so one cap for every other body is enough.
 */

export const apiBodyLimitBytes = 1024 * 1024

export type Cap = { bytes: number; refusal: string }

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
    const decoded = raw.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    const path = new URL(`/${decoded.replaceAll('\\', '/')}`.replace(/\/{2,}/g, '/'), 'http://normalise').pathname
    return path.replace(/\/+$/, '') || '/'
  } catch {
    return undefined
  }
}

/**
 * The cap of this request's body: every /api/ path has one, and so has a target that cannot be read as a
 * path (it might still reach Payload); other paths (pages, the admin) none here.
 */
export function capOf(url: string | undefined): Cap | undefined {
  const path = normalisedPathOf(url)
  if (path === undefined) return apiCap
  if (!path.startsWith('/api/')) return undefined
  return ownCaps.get(path) ?? apiCap
}

// A refusal never reaches Next, whose header rules add these to every other answer.
const refusalHeaders = Object.fromEntries(securityHeaders.map(({ key, value }) => [key.toLowerCase(), value]))

/** How long a refused request's body is still read (and thrown away) after the answer, so the client can read it. */
const lingerMilliseconds = 5_000

/**
 * A request whose body can be capped. The http parser hands every body chunk to `push`; past the cap the
 * reader (Next) sees the body end, and what still arrives is thrown away, so the connection keeps flowing
 * and the client reads the 413 instead of a reset.
 */
export class CappedRequest extends http.IncomingMessage {
  #limit: { bytes: number; exceeded: () => void } | undefined
  #received = 0
  #discarding = false
  #readerEnded = false

  /** Calls `exceeded` (once) as soon as the body passes `bytes`. */
  capBody(bytes: number, exceeded: () => void) {
    this.#limit = { bytes, exceeded }
  }

  /** Throws the body away unread, as it arrives. */
  discardBody() {
    this.#discarding = true
  }

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (this.#discarding) {
      if (chunk === null) this.emit('discarded')
      return chunk === null && !this.#readerEnded ? this.#end() : true
    }
    if (chunk !== null && this.#limit) {
      this.#received += (chunk as Buffer).length
      if (this.#received > this.#limit.bytes) {
        this.#discarding = true
        this.#limit.exceeded()
        return this.#end()
      }
    }
    if (chunk === null) this.#readerEnded = true
    return super.push(chunk, encoding)
  }

  #end() {
    this.#readerEnded = true
    super.push(null)
    return true
  }

  // The application may destroy a request whose body it read only in part (Next does when a handler's body
  // ends early), which resets the connection before the client has read the 413: after a refusal the rest
  // of the body is thrown away instead, and closeAfterBody closes the connection.
  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    if (this.#discarding) callback(error)
    else super._destroy(error, callback)
  }
}

/**
 * A response that can be answered 413 while the application still runs: whatever the application writes
 * afterwards (it may still be reading the cut-off body) is dropped, since writing to an ended response
 * would throw.
 */
export class RefusableResponse<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {
  #refused = false
  #clientAskedToClose = false

  refuse(refusal: string) {
    if (this.#refused) return
    if (!this.headersSent) {
      // Node closes a connection the client asked to close as soon as the answer is written, and closing
      // while the client is still sending resets it: the client would report a broken pipe instead of the
      // 413. The connection stays open here, and closeAfterBody closes it once the rest of the body is read.
      this.#clientAskedToClose = !this.shouldKeepAlive
      this.shouldKeepAlive = true
      super.writeHead(413, { ...refusalHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(refusal) })
      super.end(refusal)
    }
    this.#refused = true
  }

  get clientAskedToClose() {
    return this.#clientAskedToClose
  }

  override writeHead(...args: unknown[]): this {
    return this.#refused ? this : (super.writeHead as (...args: unknown[]) => this)(...args)
  }

  override setHeader(name: string, value: number | string | readonly string[]): this {
    return this.#refused ? this : super.setHeader(name, value)
  }

  override appendHeader(name: string, value: string | readonly string[]): this {
    return this.#refused ? this : super.appendHeader(name, value)
  }

  override removeHeader(name: string) {
    if (!this.#refused) super.removeHeader(name)
  }

  override flushHeaders() {
    if (!this.#refused) super.flushHeaders()
  }

  override write(...args: unknown[]): boolean {
    if (!this.#refused) return (super.write as (...args: unknown[]) => boolean)(...args)
    callBackLater(args)
    return true
  }

  override destroy(error?: Error): this {
    return this.#refused ? this : super.destroy(error)
  }

  override end(...args: unknown[]): this {
    if (!this.#refused) return (super.end as (...args: unknown[]) => this)(...args)
    callBackLater(args)
    return this
  }
}

function callBackLater(args: unknown[]) {
  const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
  if (callback) process.nextTick(callback)
}

/**
 * After a refusal the rest of the body is read and thrown away, as nginx's lingering close does, for a few
 * seconds at most: then the connection is closed whether the client has finished sending or not.
 */
function closeAfterBody(request: CappedRequest, response: RefusableResponse<CappedRequest>) {
  const { socket } = request
  const timer = setTimeout(() => socket.destroy(), lingerMilliseconds)
  socket.once('close', () => clearTimeout(timer))
  request.once('discarded', () => {
    clearTimeout(timer)
    if (response.clientAskedToClose) socket.end()
  })
}

/**
 * The body cap step of the server (src/server/main.ts): true when the request was refused and must not
 * reach the application.
 */
export function capRequestBody(request: CappedRequest, response: RefusableResponse<CappedRequest>): boolean {
  const cap = capOf(request.url)
  if (!cap) return false
  const refuse = () => {
    response.refuse(cap.refusal)
    closeAfterBody(request, response)
  }
  if (Number(request.headers['content-length'] ?? 0) > cap.bytes) {
    request.discardBody()
    refuse()
    return true
  }
  request.capBody(cap.bytes, refuse)
  return false
}
