import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'

import { freePort } from '../helpers/ports'
import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded-postgres'
import { parseMail, startSmtpCapture, type CapturedMail } from '../../scripts/lib/smtp-capture'
import { productionServerArgs } from '../../scripts/lib/server-command'
import { contactBody } from '../../scripts/lib/lead-bodies'
import { e2e } from './helpers/environment'

/**
 * Faults under the production build (the suite's own build, servers of their own): the database going
 * away while the site serves, the embedded PostgreSQL killed under it, and the server killed while its
 * emails hang on SMTP. Each asserts what a visitor or the team would notice: leads accepted again, every
 * email delivered exactly once.
 */

test.describe.configure({ mode: 'serial' })

const root = path.resolve(e2e.dataDir, 'resilience')
const secret = randomBytes(32).toString('hex')

const lead = (index: number) =>
  contactBody({
    name: `Resilience Visitor ${index}`,
    email: `resilience${index}@example.org`,
    subject: 'Printer offline',
    message: 'The printer is offline again.',
  })

type Server = { url: string; supervisor: ChildProcess; output: () => string }

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const supervisor = spawn(process.execPath, productionServerArgs(port), {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: secret,
      PORT: String(port),
      SITE_URL: url,
      NEXT_DIST_DIR: e2e.distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      LEADS_RATE_LIMIT_MAX: '1000',
      SMTP_REQUIRE_TLS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  supervisor.stdout?.on('data', (chunk) => (output += chunk))
  supervisor.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (supervisor.exitCode !== null)
      throw new Error(`the server exited with ${supervisor.exitCode}:\n${output}`)
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ok) return { url, supervisor, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server did not answer within 120 s:\n${output}`)
}

const childrenOf = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

async function stopServer(server: Server) {
  if (server.supervisor.exitCode !== null || server.supervisor.signalCode !== null) return
  const exited = new Promise((resolve) => server.supervisor.once('exit', resolve))
  server.supervisor.kill('SIGTERM')
  await exited
}

/** POST /api/contact, timed: a request must never hang, whatever the database does. */
async function postLead(server: Server, index: number) {
  const started = Date.now()
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lead(index)),
    signal: AbortSignal.timeout(20_000),
  })
  return { status: response.status, milliseconds: Date.now() - started }
}

async function untilAccepted(server: Server, index: number, withinMilliseconds: number) {
  const deadline = Date.now() + withinMilliseconds
  for (;;) {
    const answer = await postLead(server, index)
    expect(answer.milliseconds, 'a lead request must be answered quickly').toBeLessThan(10_000)
    if (answer.status === 201) return
    expect(answer.status).toBe(503)
    expect(Date.now(), 'leads are accepted again by themselves').toBeLessThan(deadline)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

test.describe('a site on its own database server (DATABASE_URI)', () => {
  let database: EmbeddedServer
  let databasePort: number
  let server: Server | undefined
  let silentSmtp: net.Server
  const silentSockets = new Set<net.Socket>()
  const startDatabase = () =>
    startEmbeddedPostgres({
      dataDir: path.join(root, 'external'),
      port: databasePort,
      flags: ['-c', 'fsync=off'],
      log: () => {},
    })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    fs.rmSync(root, { recursive: true, force: true })
    databasePort = await freePort()
    database = await startDatabase()
    // An SMTP server that accepts connections and never says a word: the emails hang on it.
    silentSmtp = net.createServer((socket) => {
      silentSockets.add(socket)
      socket.on('close', () => silentSockets.delete(socket))
    })
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve))
    server = await startServer({
      DATABASE_URI: database.connectionString('site'),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((silentSmtp.address() as net.AddressInfo).port),
      SMTP_TIMEOUT_SECONDS: '120',
      JOBS_LEASE_SECONDS: '5',
    })
  })

  test.afterAll(async () => {
    if (server) await stopServer(server)
    for (const socket of silentSockets) socket.destroy()
    await new Promise((resolve) => silentSmtp?.close(resolve))
    await database?.stop()
  })

  test('answers 503 quickly while the database is down and accepts leads again once it is back, without a restart', async () => {
    test.setTimeout(120_000)
    expect((await postLead(server!, 1)).status).toBe(201)
    await database.stop()
    const whileDown = await postLead(server!, 2)
    expect(whileDown.status).toBe(503)
    expect(whileDown.milliseconds).toBeLessThan(10_000)
    database = await startDatabase()
    await untilAccepted(server!, 3, 30_000)
    expect(server!.supervisor.exitCode).toBeNull()
  })

  test('kill -9 of the server while emails hang on SMTP: after a restart with SMTP back, every email arrives exactly once', async () => {
    test.setTimeout(240_000)
    for (let index = 10; index < 13; index += 1)
      expect((await postLead(server!, index)).status).toBe(201)
    await expect.poll(() => silentSockets.size, { timeout: 20_000 }).toBeGreaterThan(0)

    for (const pid of childrenOf(server!.supervisor.pid!)) process.kill(pid, 'SIGKILL')
    server!.supervisor.kill('SIGKILL')
    server = undefined

    const client = new pg.Client({ connectionString: database.connectionString('site') })
    await client.connect()
    const stuck = await client.query(
      'SELECT count(*)::int AS count FROM payload_jobs WHERE processing AND completed_at IS NULL',
    )
    // The fault is real: the dead server left jobs marked running.
    expect(stuck.rows[0].count).toBeGreaterThan(0)
    const { rows: leads } = await client.query<{ id: string }>('SELECT id FROM contact_submissions')

    const received: CapturedMail[] = []
    const smtp = await startSmtpCapture(0, async (raw) => void received.push(await parseMail(raw)))
    try {
      server = await startServer({
        DATABASE_URI: database.connectionString('site'),
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        JOBS_LEASE_SECONDS: '5',
      })
      await expect
        .poll(() => received.length, { timeout: 90_000 })
        .toBeGreaterThanOrEqual(leads.length * 2)
      // Anything sent twice would arrive in the next moments.
      await new Promise((resolve) => setTimeout(resolve, 5000))
      const expected = leads
        .flatMap(({ id }) => [`<${id}.notification@127.0.0.1>`, `<${id}.confirmation@127.0.0.1>`])
        .sort()
      expect(received.map((mail) => mail.messageId).sort()).toEqual(expected)
      const states = await client.query(
        "SELECT count(*)::int AS count FROM contact_submissions WHERE notification_email_status = 'sent' AND confirmation_email_status = 'sent'",
      )
      expect(states.rows[0].count).toBe(leads.length)
    } finally {
      await client.end()
      if (server) await stopServer(server)
      server = undefined
      await smtp.close()
    }
  })
})

test.describe('a site on the embedded PostgreSQL', () => {
  let server: Server | undefined
  const dataDir = path.join(root, 'embedded')

  test.afterAll(async () => {
    if (server) await stopServer(server)
  })

  test('kill -9 of the PostgreSQL server under it: leads are accepted again within 30 s, by themselves', async () => {
    test.setTimeout(240_000)
    server = await startServer({
      DATABASE_URI: '',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(await freePort()),
    })
    expect((await postLead(server, 20)).status).toBe(201)

    const postmaster = Number(
      fs.readFileSync(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8').split('\n')[0],
    )
    process.kill(postmaster, 'SIGKILL')
    await untilAccepted(server, 21, 30_000)
    // PostgreSQL's backends outlive a killed postmaster for a moment, so that lead may have gone through one
    // of them before the supervisor noticed: the restart, and a lead after it, are awaited apart.
    await expect
      .poll(() => server!.output(), { timeout: 30_000 })
      .toContain('The embedded PostgreSQL is running again')
    await untilAccepted(server, 22, 30_000)
    expect(server.supervisor.exitCode).toBeNull()
  })
})
