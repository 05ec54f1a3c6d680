/**
 * The HTTP server's half of a graceful stop (a deploy, `systemctl stop`, Ctrl-C). On SIGTERM or SIGINT:
 * 1. the listener closes, so a new connection is refused by the kernel (a proxy then tries another
 *    instance) instead of being taken in and cut; idle keep-alive connections close;
 * 2. every request taken in before the signal is answered, with `Connection: close`, so its connection
 *    ends after it; a request read after the signal (one a client sent behind another on the same
 *    connection) is refused with 503 without being started;
 * 3. once the last connection has ended, `requestsAnsweredEvent` is emitted on `process`.
 * The other half runs inside Next (src/server/start.ts, a separate module graph this one cannot import):
 * it drains the job runner meanwhile, waits for that event before it closes Payload's database pool, which
 * the requests in flight still use, and then exits the process. The supervisor (scripts/with-database.ts)
 * stops the embedded database after the process has exited.
 */
import type { EventEmitter } from 'node:events'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** The one event between the two halves: no request needs Payload any more. */
export const requestsAnsweredEvent = 'site:requests-answered'

/** How long requests in flight get to finish; a client still sending after that is cut. */
const requestGraceMilliseconds = 15_000
/**
 * The process exits by then whatever is still running: after the requests' grace and the job runner's
 * (src/server/start.ts), before the supervisor's own limit, which leaves it time to stop the database
 * within systemd's TimeoutStopSec (deploy/site@.service).
 */
const exitDeadlineMilliseconds = 22_000

const exitCodes = { SIGTERM: 143, SIGINT: 130 } as const

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
    // A response whose headers went out before the signal kept its connection alive: close it once idle.
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
    server.closeIdleConnections()
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal))

  return {
    /** Answers a request read after the signal with 503 and returns true: it is not to be started. */
    refuses(response: ServerResponse) {
      if (!stopping) return false
      response.writeHead(503, { Connection: 'close', 'Retry-After': '1' }).end()
      return true
    },
  }
}
