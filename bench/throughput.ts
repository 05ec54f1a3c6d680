/**
 * Requests per second on a cached `/` from the production server (src/server/main.ts), in one run against two
 * others (./floors.ts): the framework's floor, plain `next start` of a minimal app whose one prerendered page
 * holds the site's `/` without its scripts, and nginx (the Debian package) serving the site's HTML from a file,
 * one worker; without nginx on the machine, a small Node server stands in. A server the bench started is also
 * measured under `next start`, the same build without the custom server. They are measured in turns,
 * four rounds (every other one in reverse order), so each sees the same machine; the ratio to plain Next is
 * taken round by round, and its median is the figure. The load comes from wrk when Debian's package is there
 * (the targets were set with it), on a core of its own (./cores.ts); autocannon otherwise.
 */
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

import { coreSplit, onLoadCore, pinServer } from './cores'
import { startPlainNext, startSiteUnderNextStart, startStaticServer, type Floor } from './floors'
import { withoutScripts } from './script-free-floor'
import { benchServer } from './stack'

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)

const WRK = '/usr/bin/wrk'
const WRK_CONNECTIONS = 50

type Measured = { rps: number; p99: number; errors: number }

/**
 * wrk (Debian's package), two threads and 50 connections, as the targets were set with; its 99th percentile.
 * Run without blocking this process, whose idle keep-alive connections must see the server close them.
 */
async function measureWithWrk(url: string, headers: Record<string, string>): Promise<Measured> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`])
  const { command, args } = onLoadCore(split, WRK, [
    '-t2',
    `-c${WRK_CONNECTIONS}`,
    `-d${DURATION_SECONDS}s`,
    '--latency',
    ...headerArgs,
    url,
  ])
  const wrk = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  wrk.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  wrk.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    wrk.on('close', (...end) => resolve(end)),
  )
  if (code !== 0) throw new Error(`wrk on ${url} failed (${code ?? signal}): ${stderr}`)
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1])
  const [, amount, unit] = /\s99%\s+([\d.]+)(us|ms|s)/.exec(stdout) ?? []
  const p99 = Number(amount) * ({ us: 0.001, ms: 1, s: 1000 }[unit as 'us' | 'ms' | 's'] ?? NaN)
  const errors =
    Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0) +
    Number(/Socket errors:.*?timeout (\d+)/.exec(stdout)?.[1] ?? 0)
  return { rps: Math.round(rps), p99: Math.round(p99 * 10) / 10, errors }
}

const split = fs.existsSync(WRK) ? coreSplit() : undefined

export const loadTool = fs.existsSync(WRK)
  ? `wrk, 2 threads, ${WRK_CONNECTIONS} connections${split ? `, on core ${split.load}; the servers on core ${split.servers}` : ''}`
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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** What differs between the answers besides speed: their size, and whether Next answered from its cache. */
async function describeAnswer(name: string, url: string) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  const body = Buffer.from(await response.arrayBuffer())
  const headerBytes = [...response.headers].reduce(
    (sum, [header, value]) => sum + header.length + value.length + 4,
    0,
  )
  const cache = response.headers.get('x-nextjs-cache') ?? 'none'
  const cookies = response.headers.getSetCookie().length
  return `${name}: ${body.length} bytes, headers about ${headerBytes} bytes, x-nextjs-cache ${cache}, ${cookies} Set-Cookie`
}

const encodings: { name: string; headers: Record<string, string> }[] = [
  { name: '', headers: {} },
  { name: ', gzip', headers: { 'accept-encoding': 'gzip' } },
]

/** Each target in turns, ROUNDS rounds (every other one in reverse order), without and with gzip. */
async function measureInTurns(targets: { name: string; url: string }[]) {
  const results = new Map<string, (Measured & { load: string })[]>()
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? targets : [...targets].reverse()
    for (const encoding of encodings) {
      for (const target of order) {
        const key = target.name + encoding.name
        const loadBefore = os.loadavg()[0].toFixed(2)
        results.set(key, [
          ...(results.get(key) ?? []),
          { ...(await measure(target.url, encoding.headers)), load: loadBefore },
        ])
      }
    }
  }
  return results
}

/**
 * The site's server (`baseURL`) against the floors; with `serverEnv` (a server the bench started), also its
 * build under `next start`.
 */
export async function throughput({
  baseURL,
  serverEnv,
}: {
  baseURL: string
  serverEnv?: NodeJS.ProcessEnv
}) {
  const html = await (await fetch(`${baseURL}/`)).text()
  const file = await startStaticServer(html, Number(process.env.BENCH_STATIC_PORT ?? 3599))
  let floor: Floor | undefined
  let underNextStart: Floor | undefined
  try {
    floor = await startPlainNext(
      withoutScripts(html),
      Number(process.env.BENCH_PLAIN_NEXT_PORT ?? 3598),
    )
    if (serverEnv)
      underNextStart = await startSiteUnderNextStart(
        serverEnv,
        Number(process.env.BENCH_NEXT_START_PORT ?? 3597),
      )
    const site = { name: 'server (cached /)', baseURL }
    const targets = [site, ...(underNextStart ? [underNextStart] : []), floor, file].map(
      (target) => ({ name: target.name, url: `${target.baseURL}/` }),
    )
    for (const target of targets) console.log(await describeAnswer(target.name, target.url))
    if (split && !targets.every((target) => pinServer(target.url, split)))
      console.log(
        "Not every server could be moved off the load's core: the figures share the cores.",
      )
    // Warm-up of the page caches, the JIT and the heap's sizing: a server's rate still climbs over its first
    // half-minute of load.
    for (const target of targets) {
      await measure(target.url)
      await measure(target.url)
    }
    const results = await measureInTurns(targets)
    return encodings.flatMap(({ name: encoding }) => {
      const floorRounds = results.get(floor!.name + encoding)!
      const fileRounds = results.get(file.name + encoding)!
      return targets.map((target) => {
        const rounds = results.get(target.name + encoding)!
        const each = (figure: (round: Measured & { load: string }) => string | number) =>
          rounds.map(figure).join(' / ')
        const ratios = (against: Measured[]) =>
          rounds.map((round, index) => round.rps / against[index].rps)
        return {
          server: target.name + encoding,
          'req/s, each round': each((round) => round.rps),
          'p99 ms': each((round) => round.p99),
          errors: each((round) => round.errors),
          'of plain Next': ratios(floorRounds)
            .map((ratio) => ratio.toFixed(2))
            .join(' / '),
          'of plain Next, median': median(ratios(floorRounds)).toFixed(2),
          'of nginx, median': median(ratios(fileRounds)).toFixed(2),
          'load (1 min)': each((round) => round.load),
        }
      })
    })
  } finally {
    await underNextStart?.stop()
    await floor?.stop()
    await file.stop()
  }
}

if (process.argv[1] === import.meta.filename) {
  const server = await benchServer()
  try {
    console.log(`Cached / against plain next start and a static server, load from ${loadTool}:`)
    console.table(await throughput(server))
  } finally {
    await server.stop()
  }
}
