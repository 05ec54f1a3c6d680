import type http from 'node:http'

/**
 * Appends the connecting address to X-Forwarded-For, as a proxy would: Next fills the header only
 * when the request has none, so a client could otherwise name any address.
 */
export function appendPeerAddress(request: http.IncomingMessage) {
  const peer = request.socket?.remoteAddress
  if (!peer) return
  const sent = request.headers['x-forwarded-for']
  const chain = Array.isArray(sent) ? sent.join(', ') : sent
  request.headers['x-forwarded-for'] = chain ? `${chain}, ${peer}` : peer
}
