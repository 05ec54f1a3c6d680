/**
 * Requests per second on a cached `/` from `next start`, against nginx (the Debian package) serving the same
 * HTML from a file, one worker each, in one run; without nginx on the machine, a small Node server stands in.
 */
import autocannon from 'autocannon'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { benchServer } from './stack'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const NGINX = '/usr/sbin/nginx'

const measure = async (url: string, headers: Record<string, string> = {}) => {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers })
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx }
}

async function waitForPort(url: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await fetch(url).then(() => true, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nothing answers ${url}`)
}

async function startStaticServer(folder: string, port: number): Promise<{ name: string; process: ChildProcess }> {
  if (fs.existsSync(NGINX) && spawnSync(NGINX, ['-v']).status === 0) {
    const config = path.join(folder, 'nginx.conf')
    fs.writeFileSync(
      config,
      `daemon off; worker_processes 1; pid ${folder}/nginx.pid; error_log stderr;
events { worker_connections 1024; }
http {
  access_log off;
  gzip on;
  server { listen 127.0.0.1:${port}; root ${folder}; location / { default_type text/html; try_files /index.html =404; } }
}
`,
    )
    const nginx = spawn(NGINX, ['-c', config, '-p', folder], { stdio: ['ignore', 'ignore', 'inherit'] })
    await waitForPort(`http://127.0.0.1:${port}/`)
    return { name: 'nginx, 1 worker', process: nginx }
  }
  const node = spawn(process.execPath, ['--import', 'tsx', 'bench/static-server.ts', String(port), path.join(folder, 'index.html')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve) => node.stdout!.once('data', resolve))
  return { name: 'Node static server', process: node }
}

export async function throughput(baseURL: string) {
  const html = await (await fetch(`${baseURL}/`)).text()
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  // nginx's workers run as an unprivileged user: they must be able to read the page.
  fs.chmodSync(folder, 0o755)
  fs.writeFileSync(path.join(folder, 'index.html'), html, { mode: 0o644 })
  const staticPort = Number(process.env.BENCH_STATIC_PORT ?? 3599)
  const server = await startStaticServer(folder, staticPort)
  const gzip = { 'accept-encoding': 'gzip' }
  try {
    await measure(`${baseURL}/`) // warm-up of the page cache and the JIT
    const next = await measure(`${baseURL}/`)
    const nextGzip = await measure(`${baseURL}/`, gzip)
    const staticFile = await measure(`http://127.0.0.1:${staticPort}/`)
    const staticGzip = await measure(`http://127.0.0.1:${staticPort}/`, gzip)
    const row = (name: string, result: typeof next, against: typeof next) => ({
      server: name,
      'req/s': result.rps,
      'p99 ms': result.p99,
      errors: result.errors,
      'of the static server': `${((result.rps / against.rps) * 100).toFixed(1)}%`,
    })
    return [
      row('next start (cached /)', next, staticFile),
      row('next start (cached /), gzip', nextGzip, staticGzip),
      row(server.name, staticFile, staticFile),
      row(`${server.name}, gzip`, staticGzip, staticGzip),
    ]
  } finally {
    server.process.kill()
    fs.rmSync(folder, { recursive: true, force: true })
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
