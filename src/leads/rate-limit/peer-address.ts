import http from 'node:http'

let installed = false

/**
 * Appends the connecting address to X-Forwarded-For of every request this process's HTTP server
 * receives, as a proxy would. `next start` only fills the header when the request has none, so without
 * this a client could name any address it likes; a route handler never sees the socket itself.
 */
export function appendPeerAddress() {
  if (installed) return
  installed = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage
      const peer = request.socket?.remoteAddress
      if (peer) {
        const sent = request.headers['x-forwarded-for']
        const chain = Array.isArray(sent) ? sent.join(', ') : sent
        request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
}
