/**
 * Next's custom server: only here is a request seen with its socket and its body unread. Next
 * installs no signal handlers here, so the graceful stop is ours (./shutdown.ts, ./start.ts).
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
  // On every answer, a refusal below included.
  if (env.strictTransportSecurity)
    response.setHeader(strictTransportSecurity.key, strictTransportSecurity.value)
  // 0. A request read after SIGTERM is not started.
  if (shutdown.refuses(response)) return
  // 1. The connecting address joins X-Forwarded-For before anything reads it.
  appendPeerAddress(request)
  // 2. A path that does not decode: 400 before Next's router answers it with a 500.
  if (refuseUndecodablePath(request, response)) return
  // 3. Body caps, on the path Next will route to.
  if (capRequestBody(request, response)) return
  handleWithNext(request, response).catch((error: unknown) => {
    console.error('Next could not answer a request', error)
    if (!response.headersSent) response.writeHead(500).end()
  })
})
const shutdown = shutDownOnSignals(server)

// Next logs an uncaught exception and keeps running, so a failed listen would leave a server that
// answers nothing while systemd sees it running.
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
