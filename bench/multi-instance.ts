/**
 * `npm run bench -- multi-instance`: the several-instance stack (`npm run stack`) measured through Caddy:
 * requests per second on a cached `/` with two instances and with one (the other stopped, so Caddy's health
 * check takes it out), one instance without Caddy for the proxy's own cost, and lead intake through Caddy.
 * Ports and build folder as `npm run stack` (STACK_* variables); BENCH_DURATION and BENCH_CONNECTIONS as the
 * other benchmarks.
 */
import autocannon from 'autocannon'
import os from 'node:os'

import { startMultiInstanceStack } from '../scripts/lib/multi-instance/stack'
import { leadIntake, leadIntakeEnv } from './lead-intake'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

const load = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`

async function pageRate(what: string, url: string) {
  // A first pass renders the page into the shared cache; the measured pass reads it from there.
  await autocannon({ url, connections: 2, amount: 50 })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS })
  return {
    what,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx or errors': result.non2xx + result.errors,
    load: load(),
  }
}

const stack = await startMultiInstanceStack({
  distDir: process.env.STACK_DIST_DIR ?? '.next-stack',
  env: { ...leadIntakeEnv, LEADS_SITE_RATE_LIMIT_CLIENTS: '100000000' },
  log: (line) => console.error(`[bench] ${line}`),
})
try {
  const [a, b] = stack.instances
  const rows = [await pageRate('/ through Caddy, 2 instances', `${stack.proxyURL}/`)]
  console.log(`\nLead intake, POST /api/contact through Caddy, 2 instances (${load()})`)
  console.table(await leadIntake(stack.proxyURL, stack.databaseUri))
  await b.stop()
  // Caddy's health check (every second) takes the stopped instance out of the rotation.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  rows.push(await pageRate('/ through Caddy, 1 instance', `${stack.proxyURL}/`))
  rows.push(await pageRate('/ from 1 instance directly', `${a.baseURL}/`))
  console.log(`\nCached / (${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`)
  console.table(rows)
} finally {
  await stack.stop()
}
