/**
 * The site's HTTP server: Next's custom server (https://nextjs.org/docs/app/guides/custom-server), so the
 * steps every request passes before Next are in one ordered list below. They must run here, not in a route
 * handler or proxy: only here is a request seen with its socket, and with its body still unread.
 *
 * Payload and the job runner start inside Next (src/instrumentation.ts). Next installs no signal handlers
 * of its own in a custom server, so a stop on SIGTERM is ours, in two halves: this server's (./shutdown.ts)
 * and the job runner's and Payload's (./start.ts). Started by `npm run dev`, `npm start`, `npm run stack`
 * and the deploy recipes, always through scripts/with-database.ts; all but `npm run dev` run both compiled
 * into build/server by `npm run build` (scripts/lib/server-build.ts).
 */
import http from 'node:http'
import { parseArgs } from 'node:util'

import next from 'next'

import { serverEnv } from '@/config/env'

import { capRequestBody } from './body-limit'
import { appendPeerAddress } from './peer-address'
import { strictTransportSecurity } from './security-headers.mjs'
import { shutDownOnSignals } from './shutdown'
import { refuseUndecodablePath } from './undecodable-path'

const { values: options } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const env = serverEnv()
const port = options.port ? Number(options.port) : env.PORT

const app = next({ dev: !env.isProduction, hostname: options.hostname ?? 'localhost', port })
const handleWithNext = app.getRequestHandler()
await app.prepare()

const server = http.createServer((request, response) => {
  // Every answer, a refusal below included, says HTTPS only when the public address is https.
  if (env.strictTransportSecurity)
    response.setHeader(strictTransportSecurity.key, strictTransportSecurity.value)
  // 0. A request read after SIGTERM is not started (see ./shutdown.ts).
  if (shutdown.refuses(response)) return
  // 1. The client address: the connecting address joins X-Forwarded-For before anything reads the header,
  //    for the per-client limits of the lead endpoints (Next keeps a client's own header as sent).
  appendPeerAddress(request)
  // 2. A path that does not decode: refused with 400 before Next's router, which answers it with a 500.
  if (refuseUndecodablePath(request, response)) return
  // 3. Body caps, on the path Next will route to: a body over its cap, or sent to /api/ without a length,
  //    is refused before Next or Payload reads any of it.
  if (capRequestBody(request, response)) return
  // 4. Next: pages, the admin, Payload's REST and GraphQL, and the site's own route handlers.
  handleWithNext(request, response).catch((error: unknown) => {
    console.error('Next could not answer a request', error)
    if (!response.headersSent) response.writeHead(500).end()
  })
})
const shutdown = shutDownOnSignals(server)

// Next logs an uncaught exception and keeps the process running (its process error handlers), so a failed
// listen, as on a port another process holds, would leave a server that answers nothing while its supervisor
// and systemd see it running. It exits instead, and the supervisor with it.
const exitOnListenError = (error: NodeJS.ErrnoException) => {
  const address = `${options.hostname ?? 'localhost'}:${port}`
  const reason = error.code === 'EADDRINUSE' ? 'another process holds the port' : error.message
  console.error(`Could not listen on ${address}: ${reason}`)
  process.exit(1)
}
server.once('error', exitOnListenError)
server.listen(port, options.hostname, () => {
  server.off('error', exitOnListenError)
  console.log(
    `Ready on http://${options.hostname ?? 'localhost'}:${port} (${env.isProduction ? 'production' : 'development'})`,
  )
})
