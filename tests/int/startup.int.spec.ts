import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

const runner = ['--import', 'tsx', 'scripts/with-database.ts']

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...runner, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => ({ stdout, stderr }) }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

describe('configuration errors stop the start with one line', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['PAYLOAD_SECRET missing in production', { NODE_ENV: 'production', PAYLOAD_SECRET: '' }, /^Configuration error: PAYLOAD_SECRET is required in production/],
    ['DATABASE_URI that is not postgres', { DATABASE_URI: 'mysql://localhost/site' }, /^Configuration error: DATABASE_URI is invalid: expected a postgres URL/],
    ['SMTP_PORT that is not a number', { SMTP_PORT: 'twenty-five' }, /^Configuration error: SMTP_PORT is invalid: expected a port number/],
    ['SMTP_SECURE that is not a boolean', { SMTP_SECURE: 'yes please' }, /^Configuration error: SMTP_SECURE is invalid/],
  ]

  it.each(cases)('%s', async (_name, env, message) => {
    const run = start(['node', '-e', 'process.exit(0)'], { PAYLOAD_SECRET: 'x'.repeat(40), DATABASE_URI: 'postgres://u:p@127.0.0.1:1/none', ...env })
    expect(await run.exited).toBe(1)
    const lines = run.output().stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(message)
  })
})

describe('the embedded database after a crash', () => {
  const dataDir = path.resolve(`.data/test-crash-${process.pid}`)

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('starts again after kill -9 of the app, with the data still there', async () => {
    const port = await freePort()
    const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(port), DATABASE_URI: '', NODE_ENV: 'development' }
    const uri = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`

    const first = start(['node', '-e', 'setInterval(() => {}, 1000)'], env)
    const appPid = await new Promise<number>((resolve, reject) => {
      first.child.stdout.on('data', () => {
        if (first.output().stdout.includes('embedded PostgreSQL ready')) resolve(first.child.pid!)
      })
      first.exited.then(() => reject(new Error(first.output().stderr)))
    })

    const client = new pg.Client({ connectionString: uri })
    await client.connect()
    await client.query('CREATE TABLE survivors (name text)')
    await client.query("INSERT INTO survivors VALUES ('kept')")
    await client.end()

    process.kill(appPid, 'SIGKILL')
    await first.exited
    expect(isRunning(first.child)).toBe(false)
    // Postgres outlives the killed app and leaves its postmaster.pid behind.
    expect(fs.existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(true)

    const query = `const pg = require('pg'); const c = new pg.Client(${JSON.stringify(uri)});
      c.connect().then(() => c.query('SELECT name FROM survivors')).then((r) => { console.log('rows=' + r.rows.map((x) => x.name).join()); return c.end() })`
    const second = start(['node', '-e', query], env)
    expect(await second.exited).toBe(0)
    expect(second.output().stdout).toContain('rows=kept')
    // The second run stopped the server it started when its command ended.
    expect(fs.existsSync(path.join(dataDir, 'postgres/postmaster.pid'))).toBe(false)
  }, 120_000)
})
