import 'server-only'

import { hookRequests } from '@/server/request-hook'

let installed = false

/**
 * Appends the connecting address to X-Forwarded-For of every request this process's HTTP server
 * receives, as a proxy would. `next start` only fills the header when the request has none, so without
 * this a client could name any address it likes; a route handler never sees the socket itself.
 */
export function appendPeerAddress() {
  if (installed) return
  installed = true
  hookRequests((request) => {
    const peer = request.socket?.remoteAddress
    if (peer) {
      const sent = request.headers['x-forwarded-for']
      const chain = Array.isArray(sent) ? sent.join(', ') : sent
      request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
    }
    return false
  })
}
