import http from 'node:http'

/**
 * Caps the bodies of Payload's own endpoints (REST under /api/, GraphQL, login), which read a JSON body
 * whole before looking at it: without this, one 300 MB post grows the server by 300 MB, and a few at once
 * end it. Only the server's http hook sees a body before Next and Payload buffer it, so the cap lives here:
 * a declared Content-Length over the cap is answered 413 before a byte is read, and a body without one
 * (chunked) is counted as it arrives and cut off with 413 as soon as it passes the cap.
 *
 * The lead endpoints keep their own, tighter caps and answers (src/leads/endpoint.ts readBoundedBody).
 * No collection takes uploads through REST (lead attachments are created by the server only), so one cap
 * for every JSON body is enough.
 */

export const apiBodyLimitBytes = 1024 * 1024

const ownCapPaths = new Set(['/api/contact', '/api/contact/attachments', '/api/package-purchase'])

/** Whether this request's body is capped here: an /api/ path that does not cap its body itself. */
export function isCappedHere(url: string | undefined): boolean {
  const pathname = (url ?? '/').split('?')[0].replace(/\/+$/, '')
  return pathname.startsWith('/api/') && !ownCapPaths.has(pathname)
}

/** How long a refused connection is still read (and thrown away) after the answer, so the client can read it. */
const lingerMilliseconds = 5_000

const refusal = JSON.stringify({ errors: [{ message: `The request body is larger than ${apiBodyLimitBytes / 1024 / 1024} MB.` }] })

/**
 * Closing a connection while the client is still sending makes the kernel reset it, and the client then
 * reports a broken pipe instead of the 413 it was sent. So, as nginx's lingering close does, the server
 * only half-closes after the answer and throws away what still arrives, for a few seconds at most.
 */
function lingerBeforeClosing(socket: http.IncomingMessage['socket']) {
  socket.destroySoon = function (this: typeof socket) {
    this.end()
    const timer = setTimeout(() => this.destroy(), lingerMilliseconds)
    this.once('close', () => clearTimeout(timer))
  }
}

/**
 * Answers 413 and closes the connection. Whatever the application writes to the response afterwards (it
 * may still be reading the cut-off body) is dropped: writing to an ended response would throw.
 */
function refuse(response: http.ServerResponse) {
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
function countBody(request: http.IncomingMessage, response: http.ServerResponse) {
  const push = request.push
  let received = 0
  let cutOff = false
  request.push = function (chunk: unknown, encoding?: BufferEncoding) {
    // Past the cap everything is thrown away, so the connection keeps flowing until it is closed.
    if (cutOff) return true
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Buffer).length
      if (received > apiBodyLimitBytes) {
        cutOff = true
        refuse(response)
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
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      if (isCappedHere(request.url)) {
        if (Number(request.headers['content-length'] ?? 0) > apiBodyLimitBytes) {
          refuse(response)
          return true
        }
        countBody(request, response)
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
}
