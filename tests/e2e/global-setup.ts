import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { startEmbeddedPostgres } from '../../src/db/embedded-postgres'
import { startSmtpCapture } from '../helpers/smtp-capture'
import { owner } from './helpers/accounts'
import { e2e } from './helpers/environment'

const log = (line: string) => console.log(`[e2e] ${line}`)

async function recreateDatabase(name: string) {
  const client = new pg.Client({ connectionString: e2e.databaseUri('postgres') })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/with-database.ts', ...args], { env, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

async function waitForServer(server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`)
    try {
      const response = await fetch(e2e.baseURL)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server did not answer ${e2e.baseURL} within ${timeoutMs / 1000}s`)
}

/**
 * The production stack the browser tests run against: a capture SMTP server, an embedded PostgreSQL, a
 * `next build` and `next start` through the same script `npm run build` / `npm start` use. The server
 * starts on an empty database, so it proves the committed migrations and the first-run seed run at start.
 */
export default async function globalSetup() {
  fs.rmSync(e2e.mailDir, { recursive: true, force: true })
  fs.mkdirSync(e2e.mailDir, { recursive: true })
  let mailCount = 0
  const smtp = await startSmtpCapture(e2e.smtpPort, (raw) => {
    mailCount += 1
    fs.writeFileSync(path.join(e2e.mailDir, `${String(mailCount).padStart(5, '0')}.eml`), raw)
  })

  const database = await startEmbeddedPostgres({
    dataDir: e2e.dataDir,
    port: e2e.postgresPort,
    flags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    log,
  })

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    PORT: String(e2e.port),
    SITE_URL: e2e.baseURL,
    NEXT_DIST_DIR: e2e.distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(e2e.smtpPort),
    EMAIL_FROM: 'Nature Coast Tech <site@example.com>',
  }

  if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(path.join(e2e.distDir, 'BUILD_ID'))) {
    await recreateDatabase('build')
    log('building the site (next build)')
    await run(['next', 'build'], { ...env, DATABASE_URI: e2e.databaseUri('build') })
  }

  await recreateDatabase('site')
  log(`starting the site on ${e2e.baseURL} with an empty database`)
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/with-database.ts', 'next', 'start', '-p', String(e2e.port), '-H', '127.0.0.1'], {
    env: { ...env, DATABASE_URI: e2e.databaseUri('site') },
    stdio: ['ignore', process.env.E2E_SERVER_LOG === '1' ? 'inherit' : 'ignore', 'inherit'],
  })
  await waitForServer(server, 120_000)

  const registered = await fetch(`${e2e.baseURL}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, username: owner.username, password: owner.password }),
  })
  if (!registered.ok) throw new Error(`could not create the owner account: ${registered.status} ${await registered.text()}`)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await smtp.close()
    await database.stop()
  }
}
