import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { serverEnv } from '@/config/env'
import { embeddedDatabases } from '@/db/connection'
import { productionDatabaseWarning } from '@/users/target-database'

/**
 * The warning `npm run users:create` prints when it wrote to the development database of an embedded cluster
 * that also holds the production one, checked in this process on the run's server posing as that cluster.
 */
describe('the warning about the database an account went to', () => {
  const server = new URL(inject('databaseServerUri'))
  const env = { ...serverEnv(), EMBEDDED_POSTGRES_PORT: Number(server.port), dataDir: '/srv/site/.data' }
  const uriOf = (database: string, host = server.hostname) => {
    const url = new URL(server)
    url.hostname = host
    url.pathname = `/${database}`
    return url.toString()
  }
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.toString() })
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
    await setProductionDatabase(false)
    await admin(`DROP DATABASE IF EXISTS "${embeddedDatabases.development}" WITH (FORCE)`)
    await admin(`CREATE DATABASE "${embeddedDatabases.development}"`)
  })

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${embeddedDatabases.production}" WITH (FORCE)`)
    await admin(`DROP DATABASE IF EXISTS "${embeddedDatabases.development}" WITH (FORCE)`)
  })

  it('says nothing while the cluster holds no production database', async () => {
    await setProductionDatabase(false)
    expect(await productionDatabaseWarning(env, uriOf(embeddedDatabases.development))).toBeUndefined()
  })

  it('warns, naming both databases and the command for production, once the production database exists', async () => {
    await setProductionDatabase(true)
    const warning = await productionDatabaseWarning(env, uriOf(embeddedDatabases.development))
    expect(warning).toContain(`wrote to the development database "${embeddedDatabases.development}"`)
    expect(warning).toContain(`/srv/site/.data also holds the production database "${embeddedDatabases.production}"`)
    expect(warning).toContain('NODE_ENV=production npm run users:create')
  })

  it('says nothing for an account written to the production database itself, another server or another port', async () => {
    await setProductionDatabase(true)
    expect(await productionDatabaseWarning(env, uriOf(embeddedDatabases.production))).toBeUndefined()
    expect(await productionDatabaseWarning(env, uriOf(embeddedDatabases.development, 'db.example.com'))).toBeUndefined()
    expect(await productionDatabaseWarning({ ...env, EMBEDDED_POSTGRES_PORT: env.EMBEDDED_POSTGRES_PORT + 1 }, uriOf(embeddedDatabases.development))).toBeUndefined()
  })
})
