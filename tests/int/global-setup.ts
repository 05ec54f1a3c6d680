import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded-postgres'
import { clearSiteSettings } from '../site-settings'

const RUN_PREFIX = `itest_${Date.now().toString(36)}_`

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUri: string
    databasePrefix: string
    templateDatabase: string
  }
}

/** The schema pushed and the seed applied once, into a database each test file's is copied from. */
function buildTemplate(serverUri: string): string {
  const name = `${RUN_PREFIX}template`
  const uri = new URL(serverUri)
  uri.pathname = `/${name}`
  const env = { ...process.env }
  clearSiteSettings(env)
  const built = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'tests/int/helpers/build-template.ts'],
    {
      env: {
        ...env,
        NODE_ENV: 'test',
        DATABASE_URI: uri.toString(),
        PAYLOAD_TEST_PUSH: 'true',
        JOBS_AUTORUN: 'false',
      },
      encoding: 'utf8',
    },
  )
  if (built.status !== 0)
    throw new Error(
      `could not build the test databases' template (exit ${built.status}):\n${built.stdout}\n${built.stderr}`,
    )
  return name
}

/**
 * One PostgreSQL server for the run (TEST_DATABASE_URI's, or an embedded one in TEST_EMBEDDED_POSTGRES_DIR,
 * by default .data/test-postgres);
 * every test file then creates a throwaway database of its own on it, never the development data.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined
  let serverUri = process.env.TEST_DATABASE_URI
  if (!serverUri) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(process.env.TEST_EMBEDDED_POSTGRES_DIR ?? '.data/test-postgres'),
      port: Number(process.env.TEST_EMBEDDED_POSTGRES_PORT ?? 15720),
      flags: [
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=300',
      ],
      log: () => {},
    })
    serverUri = embedded.connectionString('postgres')
  }
  project.provide('databaseServerUri', serverUri)
  project.provide('databasePrefix', RUN_PREFIX)
  process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
  project.provide('templateDatabase', buildTemplate(serverUri))

  return async () => {
    const client = new pg.Client({ connectionString: serverUri })
    await client.connect()
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${RUN_PREFIX}%`],
    )
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    await client.end()
    await embedded?.stop()
  }
}
