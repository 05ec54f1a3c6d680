import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres, type EmbeddedServer } from '@/db/embedded-postgres'

import { freePort } from '../helpers/ports'
import { runNpmScript } from './helpers/processes'

const dataDir = path.resolve(`.data/test-users-create-${process.pid}`)

/** The shell's environment without the settings an account does not need, which a server's shell may hold. */
function shellWithout(...names: string[]): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of names) delete env[name]
  return env
}

/** `npm run users:create` as an owner types it on the server: without NODE_ENV=production, unless given. */
function usersCreate(
  email: string,
  port: number,
  settings: NodeJS.ProcessEnv = { NODE_ENV: 'development' },
) {
  return runNpmScript(
    'users:create',
    ['--email', email, '--password', 'Osprey-lagoon-dawn-58', '--role', 'owner'],
    {
      ...shellWithout('SITE_URL', 'DATABASE_URI', 'REDIS_URL', 'PAYLOAD_SECRET'),
      ...settings,
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port),
    },
  )
}

// Each test starts processes that load the whole config; a loaded 2-core machine takes minutes.
describe('npm run users:create names the database it wrote to', { timeout: 180_000 }, () => {
  let port: number
  let database: EmbeddedServer

  beforeAll(async () => {
    port = await freePort()
    database = await startEmbeddedPostgres({ dataDir, port, log: () => {} })
  })

  afterAll(async () => {
    await database?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('writes to the development database quietly while there is no production one', async () => {
    const run = await usersCreate('first@example.com', port)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(
      /Created owner first <first@example.com> in the database "site_dev" at 127\.0\.0\.1:\d+/,
    )
    expect(run.stderr).not.toContain('Warning')
  })

  it('warns, and says how to write to production, when the production database exists beside it', async () => {
    const client = new pg.Client({ connectionString: database.connectionString('postgres') })
    await client.connect()
    await client.query('CREATE DATABASE site')
    await client.end()

    const run = await usersCreate('second@example.com', port)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/in the database "site_dev"/)
    expect(run.stderr).toContain('Warning: this wrote to the development database "site_dev"')
    expect(run.stderr).toContain('also holds the production database "site" that npm start uses')
    expect(run.stderr).toContain('NODE_ENV=production npm run users:create')
  })

  it('writes to the production database with NODE_ENV=production and only the secret set', async () => {
    const run = await usersCreate('owner@example.com', port, {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'p'.repeat(40),
    })
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(
      /Created owner owner <owner@example.com> in the database "site" at 127\.0\.0\.1:\d+/,
    )
  })
})
