import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedPostgres } from '@/db/embedded-postgres'

import { freePort } from '../helpers/ports'
import { runWithDatabase } from './helpers/processes'

const dataDir = path.resolve(`.data/test-embedded-role-${process.pid}`)

/** A production command through scripts/with-database.ts, as `npm start` and `npm run migrate` run theirs. */
function withDatabase(port: number, command: string[]) {
  return runWithDatabase(command, {
    ...process.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: 'r'.repeat(40),
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(port),
  })
}

/** Who the command's own connection is, and who owns what it can reach. */
const whoAmI = `
const pg = require('pg')
const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
client.connect().then(async () => {
  const { rows } = await client.query(\`
    SELECT current_user AS "user", (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) AS superuser,
      (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database()) AS "databaseOwner",
      (SELECT array_agg(DISTINCT pg_get_userbyid(relowner)::text) FROM pg_class WHERE relnamespace = 'public'::regnamespace) AS "tableOwners",
      (SELECT array_agg(DISTINCT pg_get_userbyid(typowner)::text) FROM pg_type WHERE typnamespace = 'public'::regnamespace AND typtype = 'e') AS "enumOwners"\`)
  console.log('ROLE ' + JSON.stringify(rows[0]))
  await client.end()
})`

// Each test starts processes that load the whole config; a loaded 2-core machine takes minutes.
describe(
  'the embedded database is used through a role of the site, not the superuser',
  { timeout: 180_000 },
  () => {
    afterAll(() => {
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    it('owns the database, what an older version made in it as the superuser, and what the migrations make', async () => {
      const port = await freePort()
      // A cluster of an older version: the site's database and its tables made by the superuser.
      const cluster = await startEmbeddedPostgres({ dataDir, port, log: () => {} })
      const admin = new pg.Client({ connectionString: cluster.connectionString('postgres') })
      await admin.connect()
      await admin.query('CREATE DATABASE site')
      await admin.end()
      const site = new pg.Client({ connectionString: cluster.connectionString('site') })
      await site.connect()
      await site.query(
        `CREATE TYPE enum_kept AS ENUM ('a'); CREATE TABLE kept (id serial PRIMARY KEY, kind enum_kept)`,
      )
      await site.end()
      await cluster.stop()

      const migrate = await withDatabase(port, ['payload', 'migrate'])
      expect(migrate.code, migrate.stderr).toBe(0)

      const run = await withDatabase(port, ['node', '-e', whoAmI])
      expect(run.code, run.stderr).toBe(0)
      const seen = JSON.parse(/ROLE (.*)/.exec(run.stdout)![1])
      expect(seen).toEqual({
        user: 'site',
        superuser: false,
        databaseOwner: 'site',
        tableOwners: ['site'],
        enumOwners: ['site'],
      })
    })
  },
)
