import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverEnv, type ServerEnv } from '@/config/env'
import { embeddedDatabases } from '@/db/connection'
import { startEmbeddedPostgres, type EmbeddedServer } from '@/db/embedded-postgres'
import { productionDatabaseWarning } from '@/users/target-database'

import { freePort } from '../helpers/ports'

// Beside the suite's own cluster: a Stryker sandbox is private to root, and PostgreSQL runs as its own user there.
const dataDir = path.join(
  path.resolve(process.env.TEST_EMBEDDED_POSTGRES_DIR ?? '.data/test-postgres'),
  '..',
  `test-target-database-${process.pid}`,
)

/**
 * The warning `npm run users:create` prints when it wrote to the development database of an embedded cluster
 * that also holds the production one, checked in this process. A cluster of its own: the test creates and
 * drops databases named as the site's, which must never happen on a server given in TEST_DATABASE_URI.
 */
describe('the warning about the database an account went to', () => {
  let database: EmbeddedServer
  let server: URL
  let env: ServerEnv
  const uriOf = (name: string, host = server.hostname) => {
    const url = new URL(server)
    url.hostname = host
    url.pathname = `/${name}`
    return url.toString()
  }
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: database.connectionString('postgres') })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }

  const setProductionDatabase = async (exists: boolean) => {
    await admin(`DROP DATABASE IF EXISTS "${embeddedDatabases.production}" WITH (FORCE)`)
    if (exists) await admin(`CREATE DATABASE "${embeddedDatabases.production}"`)
  }

  beforeAll(async () => {
    const port = await freePort()
    database = await startEmbeddedPostgres({
      dataDir,
      port,
      flags: ['-c', 'fsync=off'],
      log: () => {},
    })
    server = new URL(database.connectionString('postgres'))
    env = { ...serverEnv(), EMBEDDED_POSTGRES_PORT: port, dataDir: '/srv/site/.data' }
    await admin(`CREATE DATABASE "${embeddedDatabases.development}"`)
  })

  afterAll(async () => {
    await database?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('says nothing while the cluster holds no production database', async () => {
    await setProductionDatabase(false)
    expect(
      await productionDatabaseWarning(env, uriOf(embeddedDatabases.development)),
    ).toBeUndefined()
  })

  it('warns, naming both databases and the command for production, once the production database exists', async () => {
    await setProductionDatabase(true)
    const warning = await productionDatabaseWarning(env, uriOf(embeddedDatabases.development))
    expect(warning).toContain(
      `wrote to the development database "${embeddedDatabases.development}"`,
    )
    expect(warning).toContain(
      `/srv/site/.data also holds the production database "${embeddedDatabases.production}"`,
    )
    expect(warning).toContain('NODE_ENV=production npm run users:create')
  })

  it('says nothing for an account written to the production database itself, another server or another port', async () => {
    await setProductionDatabase(true)
    expect(
      await productionDatabaseWarning(env, uriOf(embeddedDatabases.production)),
    ).toBeUndefined()
    expect(
      await productionDatabaseWarning(env, uriOf(embeddedDatabases.development, 'db.example.com')),
    ).toBeUndefined()
    expect(
      await productionDatabaseWarning(
        { ...env, EMBEDDED_POSTGRES_PORT: env.EMBEDDED_POSTGRES_PORT + 1 },
        uriOf(embeddedDatabases.development),
      ),
    ).toBeUndefined()
  })
})
