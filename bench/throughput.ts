/** Requests per second on `/` from `next start`, against a static server of the same HTML, in one run. */
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { benchServer } from './stack'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)

const measure = async (url: string) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS })
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx }
}

export async function throughput(baseURL: string) {
  const html = await (await fetch(`${baseURL}/`)).text()
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'index.html')
  fs.writeFileSync(file, html)
  const staticPort = Number(process.env.BENCH_STATIC_PORT ?? 3599)
  const staticServer = spawn(process.execPath, ['--import', 'tsx', 'bench/static-server.ts', String(staticPort), file], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve) => staticServer.stdout.once('data', resolve))
  try {
    await measure(`${baseURL}/`) // warm-up of the page cache and the JIT
    const next = await measure(`${baseURL}/`)
    const staticFile = await measure(`http://127.0.0.1:${staticPort}/`)
    return [
      { server: 'next start (cached /)', 'req/s': next.rps, 'p99 ms': next.p99, errors: next.errors },
      { server: 'static file server', 'req/s': staticFile.rps, 'p99 ms': staticFile.p99, errors: staticFile.errors },
      { server: 'ratio next/static', 'req/s': `${Math.round((next.rps / staticFile.rps) * 100)}%`, 'p99 ms': '', errors: '' },
    ]
  } finally {
    staticServer.kill()
  }
}

if (process.argv[1] === import.meta.filename) {
  const server = await benchServer()
  try {
    console.table(await throughput(server.baseURL))
  } finally {
    await server.stop()
  }
}
