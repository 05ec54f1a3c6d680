import { expect, test } from '@playwright/test'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

import { freePort } from '../helpers/ports'
import { contactBody } from '../../scripts/lib/lead-bodies'
import { compiledServer } from '../../scripts/lib/server-build'
import { productionServerArgs } from '../../scripts/lib/server-command'
import { embeddedDatabases } from '../../src/db/connection'
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres'
import { e2e } from './helpers/environment'

/**
 * A deploy loses no lead: SIGTERM arrives while a visitor's lead is still being sent, on the built server
 * run as `npm start` and systemd run it (scripts/with-database.ts with its embedded PostgreSQL). The
 * signal goes once to the server process itself, once to the supervisor alone (systemd's KillMode=mixed,
 * docker's PID 1). What a visitor and the owner would notice: the lead is answered 201 and stored; a new
 * connection is refused, never half answered; a request sent behind the lead on its connection is not
 * started; the whole stops within systemd's TimeoutStopSec and the database stops cleanly, last.
 */

const stopLimitMilliseconds = 30_000

const resetBeforeAnswer = 'reset before any answer'

/** One GET on a connection of its own: the status of a whole answer, or the error code of a failed one. */
const getOnce = (url: string) =>
  new Promise<number | string>((resolve) => {
    const request = http.get(url, { agent: false, timeout: 5_000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    })
    request.on('timeout', () => request.destroy(new Error('timed out')))
    // A reset before any byte of an answer (ECONNRESET on the request, not on the response) is told apart.
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNRESET' ? resetBeforeAnswer : (error.code ?? error.message)),
    )
  })

type Site = {
  supervisor: ChildProcess
  port: number
  dataDir: string
  postgresPort: number
  output: () => string
}

async function startSite(dataDir: string): Promise<Site> {
  const port = await freePort()
  const postgresPort = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_DIST_DIR: e2e.distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(postgresPort),
    LEADS_RATE_LIMIT_MAX: '1000',
  }
  delete env.DATABASE_URI
  delete env.SMTP_HOST
  // A group of its own, so that a failed test can end all of it.
  const supervisor = spawn(process.execPath, productionServerArgs(port), {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = `${output}${chunk.toString('utf8')}`.slice(-8_000))
  supervisor.stdout?.on('data', keep)
  supervisor.stderr?.on('data', keep)
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (supervisor.exitCode !== null)
      throw new Error(`the site exited with ${supervisor.exitCode}:\n${output}`)
    if ((await getOnce(`http://127.0.0.1:${port}/api/health`)) === 200)
      return { supervisor, port, dataDir, postgresPort, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the site did not answer within 240 s:\n${output}`)
}

/** The node process running the compiled server entry under the supervisor (its other children are PostgreSQL's). */
function serverPid(site: Site) {
  const children = execFileSync('pgrep', ['-P', String(site.supervisor.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map(Number)
  const server = children.find((pid) =>
    fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(compiledServer.entry),
  )
  if (!server) throw new Error(`no server process under the supervisor ${site.supervisor.pid}`)
  return server
}

/** A connection written to by hand, so that a request can be sent in parts; resolves with all it received. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.setEncoding('latin1')
  socket.on('data', (chunk: string) => (received += chunk))
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
  const receives = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!received.includes(text)) return
        socket.off('data', check)
        resolve()
      }
      socket.on('data', check)
      socket.once('close', () =>
        reject(new Error(`closed before "${text.trim()}"; received:\n${received}`)),
      )
      check()
    })
  return { socket, ended, receives }
}

/** An idle keep-alive connection, as a browser or a proxy keeps one between requests. */
async function idleKeepAlive(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const socket = await new Promise<net.Socket>((resolve, reject) => {
    const request = http.get(`http://127.0.0.1:${port}/api/health`, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(request.socket as net.Socket))
    })
    request.on('error', reject)
  })
  return { closed: new Promise<void>((resolve) => socket.once('close', () => resolve())) }
}

/** New connections after the signal: each answered whole or refused, until the listener is closed. */
async function untilRefused(port: number) {
  const deadline = Date.now() + 15_000
  for (;;) {
    const outcome = await getOnce(`http://127.0.0.1:${port}/api/health`)
    if (outcome === 'ECONNREFUSED') return
    // A connection the kernel took in as the listener closed, or that had not sent its request when the idle
    // connections were closed, is reset with nothing read and nothing answered: a client or proxy retries it
    // as it does a refused one. What may never happen is an answer cut off half-way.
    expect(
      [200, 503, resetBeforeAnswer],
      `a connection made after SIGTERM got ${outcome}`,
    ).toContain(outcome)
    expect(Date.now(), 'the listener closes promptly after SIGTERM').toBeLessThan(deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const leadRequest = (port: number, body: Buffer, extra = '') =>
  `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n${extra}\r\n`

async function storedEmails(site: Site, emails: string[]) {
  const database = await startEmbeddedPostgres({
    dataDir: site.dataDir,
    port: site.postgresPort,
    log: () => {},
  })
  const client = new pg.Client({
    connectionString: database.connectionString(embeddedDatabases.production),
  })
  try {
    await client.connect()
    const { rows } = await client.query<{ email: string }>(
      'SELECT email FROM contact_submissions WHERE email = ANY($1) ORDER BY email',
      [emails],
    )
    return rows.map((row) => row.email)
  } finally {
    await client.end().catch(() => {})
    await database.stop()
  }
}

const targets = [
  { name: 'the server process', key: 'server', pid: serverPid },
  {
    name: 'the supervisor alone (systemd KillMode=mixed, docker stop)',
    key: 'supervisor',
    pid: (site: Site) => site.supervisor.pid!,
  },
]

for (const target of targets) {
  test(`SIGTERM to ${target.name}: the lead still arriving is answered 201 and stored, nothing new is taken in, the database stops last`, async () => {
    test.setTimeout(360_000)
    const dataDir = path.resolve(e2e.dataDir, `shutdown-${target.key}`)
    fs.rmSync(dataDir, { recursive: true, force: true })
    const site = await startSite(dataDir)
    const arrivingEmail = `arriving-${target.key}@example.org`
    const behindEmail = `behind-${target.key}@example.org`
    try {
      const idle = await idleKeepAlive(site.port)

      // Expect: 100-continue makes the server say when it has read the headers: the request is in flight.
      const body = Buffer.from(
        JSON.stringify(contactBody({ email: arrivingEmail, name: 'Deploy Visitor' })),
      )
      const arriving = rawConnection(site.port)
      arriving.socket.write(leadRequest(site.port, body, 'Expect: 100-continue\r\n'))
      await arriving.receives('HTTP/1.1 100 Continue\r\n\r\n')
      const half = Math.floor(body.length / 2)
      arriving.socket.write(body.subarray(0, half))

      const signalled = Date.now()
      const exited = new Promise<void>((resolve) => site.supervisor.once('exit', () => resolve()))
      process.kill(target.pid(site), 'SIGTERM')

      await untilRefused(site.port)
      await idle.closed

      // The rest of the lead, and a second lead sent behind it on the same connection.
      const behind = Buffer.from(
        JSON.stringify(contactBody({ email: behindEmail, name: 'Too Late' })),
      )
      arriving.socket.write(
        Buffer.concat([body.subarray(half), Buffer.from(leadRequest(site.port, behind)), behind]),
      )
      const answer = await arriving.ended
      const statuses = [...answer.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) =>
        Number(match[1]),
      )
      expect(
        statuses.slice(0, 2),
        `the lead in flight is answered; received:\n${answer}\n${site.output()}`,
      ).toEqual([100, 201])
      expect(
        statuses.slice(2).every((status) => status === 503),
        'the request behind it is not started',
      ).toBe(true)
      expect(answer.split('\r\n\r\n')[1]).toMatch(/\r\nconnection: close(\r\n|$)/i)

      await exited
      const stopMilliseconds = Date.now() - signalled
      console.log(
        `SIGTERM to ${target.key}: stopped after ${(stopMilliseconds / 1000).toFixed(1)} s, answers on the lead's connection ${statuses.join(', ')}`,
      )
      expect(stopMilliseconds, 'stopped within TimeoutStopSec').toBeLessThan(stopLimitMilliseconds)
      expect(
        fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')),
        'PostgreSQL stopped cleanly',
      ).toBe(false)
    } finally {
      if (site.supervisor.exitCode === null && site.supervisor.signalCode === null)
        process.kill(-site.supervisor.pid!, 'SIGKILL')
    }
    expect(await storedEmails(site, [arrivingEmail, behindEmail])).toEqual([arrivingEmail])
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
}
