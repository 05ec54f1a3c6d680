/**
 * The HTTP server's half of a graceful stop. The other half (./start.ts), in Next's module graph,
 * waits for `requestsAnsweredEvent` before closing Payload's pool, which the requests still use.
 */
import type { EventEmitter } from 'node:events'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

export const requestsAnsweredEvent = 'site:requests-answered'

/** How long requests in flight get to finish; a client still sending after that is cut. */
const requestGraceMilliseconds = 15_000
/**
 * After the requests' and the job runner's grace, before the supervisor's limit, so the database
 * still stops within systemd's TimeoutStopSec.
 */
const exitDeadlineMilliseconds = 22_000

export const exitCodes = { SIGTERM: 143, SIGINT: 130 } as const

/** `process` as the EventEmitter it is: Node's types name only its own events on `process.emit`. */
const processEvents: EventEmitter = process

export function shutDownOnSignals<
  Request extends typeof IncomingMessage,
  Response extends typeof ServerResponse<InstanceType<Request>>,
>(server: Server<Request, Response>) {
  let stopping = false
  const answering = new Set<ServerResponse>()

  server.on('request', (_request, response) => {
    answering.add(response)
    response.once('close', () => answering.delete(response))
    // Headers sent before the signal kept the connection alive: close it once idle.
    response.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections())
    })
  })

  const stop = (signal: keyof typeof exitCodes) => {
    if (stopping) return
    stopping = true
    setTimeout(() => process.exit(exitCodes[signal]), exitDeadlineMilliseconds).unref()
    for (const response of answering)
      if (!response.headersSent) response.setHeader('Connection', 'close')
    const cut = setTimeout(() => server.closeAllConnections(), requestGraceMilliseconds).unref()
    server.close(() => {
      clearTimeout(cut)
      processEvents.emit(requestsAnsweredEvent)
    })
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal))

  return {
    refuses(response: ServerResponse) {
      if (!stopping) return false
      response.writeHead(503, { Connection: 'close', 'Retry-After': '1' }).end()
      return true
    },
  }
}
