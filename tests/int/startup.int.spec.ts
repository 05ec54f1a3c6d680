import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { embeddedConnectionString } from '@/db/connection'

import { freePort } from '../helpers/ports'

const runner = ['--import', 'tsx', 'scripts/with-database.ts']

function start(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [...runner, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => ({ stdout, stderr }) }
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

// The suites run side by side, each in a data folder and on a port of its own: the unreachable database's
// start waits out its deadline on the clock, and the others run meanwhile. Within a suite, one at a time.
describe.concurrent('configuration errors stop the start with one line', () => {
  const anyCommand = ['node', '-e', 'process.exit(0)']
  const cases: Array<[string, Record<string, string>, RegExp, string[]?]> = [
    [
      'PAYLOAD_SECRET missing in production',
      { NODE_ENV: 'production', PAYLOAD_SECRET: '' },
      /^Configuration error: PAYLOAD_SECRET is required in production/,
    ],
    [
      'SITE_URL missing for a production build',
      { NODE_ENV: 'production', SITE_URL: '' },
      /^Configuration error: SITE_URL is required in production: set it to the public address/,
      ['next', 'build'],
    ],
    [
      "DATABASE_URI still holding the deploy example's placeholder",
      { NODE_ENV: 'production', DATABASE_URI: 'postgres://site:CHANGE-ME@127.0.0.1:5432/site' },
      /^Configuration error: DATABASE_URI still holds the placeholder CHANGE-ME of deploy\/site\.env\.example/,
    ],
    [
      'DATABASE_URI that is not postgres',
      { DATABASE_URI: 'mysql://localhost/site' },
      /^Configuration error: DATABASE_URI is invalid: expected a postgres URL/,
    ],
    [
      'SMTP_PORT that is not a number',
      { SMTP_PORT: 'twenty-five' },
      /^Configuration error: SMTP_PORT is invalid: expected a port number/,
    ],
    [
      'SMTP_SECURE that is not a boolean',
      { SMTP_SECURE: 'yes please' },
      /^Configuration error: SMTP_SECURE is invalid/,
    ],
  ]

  it.sequential.each(cases)('%s', async (_name, env, message, command = anyCommand) => {
    const run = start(command, {
      PAYLOAD_SECRET: 'x'.repeat(40),
      DATABASE_URI: 'postgres://u:p@127.0.0.1:1/none',
      ...env,
    })
    expect(await run.exited).toBe(1)
    const lines = run.output().stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(message)
  })
})

describe.concurrent('the embedded database after a crash', () => {
  const dataDir = path.resolve(`.data/test-crash-${process.pid}`)

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  // The test's own onTestFinished: beside other tests running, the imported one may reach another test.
  it('starts again after kill -9 of the app, with the data still there', async ({
    onTestFinished,
  }) => {
    const port = await freePort()
    const env = {
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port),
      DATABASE_URI: '',
      NODE_ENV: 'development',
    }

    // The stand-in app names its pid: killing the runner with -9 leaves it running, so the test ends it.
    const first = start(
      ['node', '-e', "console.log('stand-in pid ' + process.pid); setInterval(() => {}, 1000)"],
      env,
    )
    const standInPid = await new Promise<number>((resolve, reject) => {
      first.child.stdout.on('data', () => {
        const named = /stand-in pid (\d+)/.exec(first.output().stdout)
        if (named) resolve(Number(named[1]))
      })
      first.exited.then(() => reject(new Error(first.output().stderr)))
    })
    const appPid = first.child.pid!
    onTestFinished(() => {
      try {
        process.kill(standInPid, 'SIGKILL')
      } catch {
        // already gone
      }
    })

    const uri = embeddedConnectionString(dataDir, port, 'postgres')
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

describe.concurrent('a database that cannot be reached at start', () => {
  it('ends the start with one line naming it, well within a minute', async () => {
    const port = await freePort()
    const started = Date.now()
    const run = start(['node', '-e', 'setInterval(() => {}, 1000)'], {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'x'.repeat(40),
      SITE_URL: 'https://www.example.com',
      DATABASE_URI: `postgres://site:secret@127.0.0.1:${port}/site`,
    })
    expect(await run.exited).toBe(1)
    expect(Date.now() - started).toBeLessThan(60_000)
    const lines = run.output().stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(
        `^Database unreachable: cannot reach the database "site" at 127\\.0\\.0\\.1:${port} \\(DATABASE_URI\\): .*ECONNREFUSED`,
      ),
    )
    expect(lines[0]).not.toContain('secret')
  }, 70_000)
})

describe.concurrent('the embedded database locked down', () => {
  const dataDir = path.resolve(`.data/test-lockdown-${process.pid}`)
  const env = (port: number) => ({
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(port),
    DATABASE_URI: '',
    NODE_ENV: 'development',
  })
  const canConnect = async (uri: string) => {
    const client = new pg.Client({ connectionString: uri })
    try {
      await client.connect()
      await client.end()
      return true
    } catch (error) {
      expect((error as { code?: string }).code).toBe('28P01')
      return false
    }
  }
  // The server's own "postgres" database: the development one (site_dev) is made by Payload, not here.
  const serverDatabase = "process.env.DATABASE_URI.replace(/[^/]*$/, 'postgres')"
  // As the superuser: the commands' own connection is the site role, which may not alter it.
  const connectAndAlter = (port: number, password: string) =>
    `const pg = require('pg'); const c = new pg.Client('${embeddedConnectionString(dataDir, port, 'postgres')}');
      c.connect().then(() => c.query("ALTER ROLE postgres WITH PASSWORD '${password}'")).then(() => c.end())`

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it.sequential(
    'generates a private password, keeps DATA_DIR and uploads from other users, and replaces the old fixed password',
    async () => {
      const port = await freePort()
      const legacy = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`

      // A cluster as older versions left it: the fixed password "postgres" and no password file.
      const first = start(['node', '-e', connectAndAlter(port, 'postgres')], env(port))
      expect(await first.exited, first.output().stderr).toBe(0)
      fs.rmSync(path.join(dataDir, 'postgres-password'))

      const second = start(['node', '-e', 'process.exit(0)'], env(port))
      expect(await second.exited, second.output().stderr).toBe(0)
      expect(second.output().stdout).toContain(
        'Replaced the embedded PostgreSQL superuser password',
      )

      const passwordFile = path.join(dataDir, 'postgres-password')
      expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600)
      expect(fs.readFileSync(passwordFile, 'utf8').trim()).toMatch(/^[0-9a-f]{48}$/)
      // Other users may neither list nor enter DATA_DIR (as root, only the postgres group may pass through).
      expect(fs.statSync(dataDir).mode & 0o007).toBe(0)
      expect(fs.statSync(path.join(dataDir, 'uploads')).mode & 0o777).toBe(0o700)

      const third = start(['node', '-e', 'setInterval(() => {}, 1000)'], env(port))
      await new Promise<void>((resolve) =>
        third.child.stdout.on('data', () => third.output().stdout.includes('ready') && resolve()),
      )
      expect(await canConnect(legacy)).toBe(false)
      expect(await canConnect(embeddedConnectionString(dataDir, port, 'postgres'))).toBe(true)
      third.child.kill('SIGTERM')
      await third.exited
    },
    120_000,
  )

  it.sequential(
    'makes a second start wait for a first one that is stopping, rather than share its database',
    async () => {
      const port = await freePort()
      // The first command stops only when the test lets it, as a server draining its jobs takes its time: the
      // second start then always begins while the first is stopping, however slow the machine.
      const released = path.join(
        fs.mkdtempSync(path.join(os.tmpdir(), 'site-stopping-')),
        'released',
      )
      const slowToStop = `process.on('SIGTERM', () => { console.log('command stopping'); setInterval(() => require('fs').existsSync(${JSON.stringify(released)}) && process.exit(0), 100) })
      console.log('command running'); setInterval(() => {}, 1000)`
      const first = start(['node', '-e', slowToStop], env(port))
      const printed = (run: ReturnType<typeof start>, text: string) =>
        new Promise<void>((resolve) => {
          const look = () => run.output().stdout.includes(text) && resolve()
          run.child.stdout.on('data', look)
          run.exited.then(() => resolve())
          look()
        })
      await printed(first, 'command running')
      first.child.kill('SIGTERM')
      // The wrapper marks its database as stopping before it passes the signal on.
      await printed(first, 'command stopping')

      const query = `const pg = require('pg'); const c = new pg.Client(${serverDatabase});
      c.connect().then(() => c.query('SELECT 1')).then(() => { console.log('query ok'); return c.end() })`
      const second = start(['node', '-e', query], env(port))
      await printed(second, 'Waiting for process')
      fs.writeFileSync(released, '')
      expect(await second.exited, second.output().stderr).toBe(0)
      expect(second.output().stdout).toMatch(
        /Waiting for process \d+, which is stopping the embedded PostgreSQL/,
      )
      expect(second.output().stdout).toContain('query ok')
      expect(await first.exited).toBe(0)
    },
    120_000,
  )
})
