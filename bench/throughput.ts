/**
 * Requests per second on a cached `/` from the production server (src/server/main.ts), against nginx (the Debian package) serving the same
 * HTML from a file, one worker each, in one run; without nginx on the machine, a small Node server stands in.
 * The load comes from wrk when Debian's package is there (the targets were set with it), autocannon otherwise.
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

const WRK = '/usr/bin/wrk'
const WRK_CONNECTIONS = 50

type Measured = { rps: number; p99: number; errors: number }

/**
 * wrk (Debian's package), two threads and 50 connections, as the targets were set with; its 99th percentile.
 * Run without blocking this process, whose idle keep-alive connections must see the server close them.
 */
async function measureWithWrk(url: string, headers: Record<string, string>): Promise<Measured> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const wrk = spawn(
    WRK,
    ['-t2', `-c${WRK_CONNECTIONS}`, `-d${DURATION_SECONDS}s`, '--latency', ...headerArgs, url],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stdout = ''
  let stderr = ''
  wrk.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  wrk.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve) => wrk.on('close', resolve))
  if (code !== 0) throw new Error(`wrk failed: ${stderr}`)
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1])
  const [, amount, unit] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(stdout) ?? []
  const p99 = Number(amount) * ({ us: 0.001, ms: 1, s: 1000 }[unit as 'us' | 'ms' | 's'] ?? NaN)
  const errors =
    Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0) +
    Number(/Socket errors:.*?timeout (\d+)/.exec(stdout)?.[1] ?? 0)
  return { rps: Math.round(rps), p99: Math.round(p99 * 10) / 10, errors }
}

export const loadTool = fs.existsSync(WRK)
  ? `wrk, 2 threads, ${WRK_CONNECTIONS} connections`
  : `autocannon, ${CONNECTIONS} connections`

const measure = async (url: string, headers: Record<string, string> = {}): Promise<Measured> => {
  if (fs.existsSync(WRK)) return measureWithWrk(url, headers)
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

async function waitForPort(url: string) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nothing answers ${url}`)
}

async function startStaticServer(
  folder: string,
  port: number,
): Promise<{ name: string; process: ChildProcess }> {
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
    const nginx = spawn(NGINX, ['-c', config, '-p', folder], {
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await waitForPort(`http://127.0.0.1:${port}/`)
    return { name: 'nginx, 1 worker', process: nginx }
  }
  const node = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/static-server.ts', String(port), path.join(folder, 'index.html')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
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
    const row = (name: string, result: Measured, against: Measured) => ({
      server: name,
      'req/s': result.rps,
      'p99 ms': result.p99,
      errors: result.errors,
      'of the static server': `${((result.rps / against.rps) * 100).toFixed(1)}%`,
    })
    return [
      row('server (cached /)', next, staticFile),
      row('server (cached /), gzip', nextGzip, staticGzip),
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
    console.log(`Cached / against the static server, load from ${loadTool}:`)
    console.table(await throughput(server.baseURL))
  } finally {
    await server.stop()
  }
}
