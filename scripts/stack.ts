/**
 * `npm run stack`: the several-instance deployment on this machine, for trying it by hand and for the bench:
 * Debian's PostgreSQL and Redis, an S3-compatible server, two server instances (src/server/main.ts) on their own build
 * copies and Caddy in front (see scripts/lib/multi-instance/stack.ts). Ctrl-C stops and removes it all.
 */
import path from 'node:path'

import { stackPorts, startMultiInstanceStack } from './lib/multi-instance/stack'

const stack = await startMultiInstanceStack({
  distDir: process.env.STACK_DIST_DIR ?? '.next-stack',
  instances: Number(process.env.STACK_INSTANCES ?? 2),
  serverLog: process.env.STACK_SERVER_LOG === '1',
  log: (line) => console.log(`[stack] ${line}`),
})

console.log(
  `[stack] ready: the site on ${stack.proxyURL} (admin ${stack.proxyURL}/admin), instances ${stack.instances.map((instance) => instance.baseURL).join(', ')}`,
)
console.log(
  `[stack] DATABASE_URI=${stack.databaseUri} REDIS_URL=${stack.redisURL} S3 files under ${path.relative(process.cwd(), stack.s3.directory) || stack.s3.directory}`,
)
console.log(
  `[stack] emails go to a capture server on 127.0.0.1:${stackPorts.smtp}; Ctrl-C stops everything`,
)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.log('[stack] stopping')
    await stack.stop()
    process.exit(0)
  })
}
