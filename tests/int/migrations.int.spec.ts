import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { migrations } from '../../migrations'
import { getTestPayload, testDatabaseUri } from './helpers/test-payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.destroy()
})

/**
 * Production runs the committed migrations, never the collections' own schema: a field, index, unique key,
 * required flag, default or option added to a collection without `payload migrate:create` would work in
 * development (which pushes the schema) and be missing on the live database.
 */
describe('committed migrations', () => {
  it('build exactly the schema the collections describe', async () => {
    const db = payload.db as unknown as PostgresAdapter
    const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
    const latest = readdirSync(db.migrationDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .at(-1)!
    let committed = JSON.parse(readFileSync(path.join(db.migrationDir, latest), 'utf8'))
    const described = await generateDrizzleJson(db.schema)
    if (upSnapshot && committed.version < described.version) committed = upSnapshot(committed)

    expect(
      await generateMigration(committed, described),
      `run \`payload migrate:create\`: ${latest} is behind the collections`,
    ).toEqual([])
  })
})

/**
 * Every name of a table, index, sequence, constraint and enum of the public schema; not PostgreSQL's own
 * names of not-null constraints, which keep a renamed table's old name and which nothing refers to.
 */
async function catalogNames(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'i', 'S')
    UNION ALL SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype <> 'n'
    UNION ALL SELECT typname FROM pg_type WHERE typnamespace = 'public'::regnamespace AND typtype = 'e'`)
  return rows.map((row) => row.name).sort()
}

describe('the App Development page short table names', () => {
  it('are renames: the page keeps its content, and the migrated database names everything as the push does', async () => {
    const uri = testDatabaseUri()
    const server = new pg.Client({ connectionString: inject('databaseServerUri') })
    await server.connect()
    await server.query(`CREATE DATABASE "${new URL(uri).pathname.slice(1)}"`)
    await server.end()
    const client = new pg.Client({ connectionString: uri })
    await client.connect()
    try {
      const db = drizzle(client)
      const renameAt = migrations.findIndex((migration) =>
        migration.name.endsWith('_short_version_tables'),
      )
      const run = (step: (typeof migrations)[number]['up']) =>
        step({ db, payload, req: {} } as unknown as Parameters<typeof step>[0])
      for (const migration of migrations.slice(0, renameAt)) await run(migration.up)
      await client.query(
        `INSERT INTO app_development_page (hero_heading) VALUES ('Kept across the rename')`,
      )

      for (const migration of migrations.slice(renameAt)) await run(migration.up)
      const { rows } = await client.query('SELECT hero_heading FROM app_dev_page')
      expect(rows).toEqual([{ hero_heading: 'Kept across the rename' }])

      const pushed = new pg.Client({ connectionString: process.env.DATABASE_URI })
      await pushed.connect()
      const pushedNames = await catalogNames(pushed).finally(() => pushed.end())
      const migratedNames = (await catalogNames(client)).filter(
        (name) => !name.startsWith('payload_migrations'),
      )
      expect(migratedNames.filter((name) => name.includes('app_dev'))).toEqual(
        pushedNames.filter((name) => name.includes('app_dev')),
      )
      expect(migratedNames.filter((name) => name.includes('app_development_page'))).toEqual([])

      await run(migrations[renameAt].down)
      const { rows: restored } = await client.query('SELECT hero_heading FROM app_development_page')
      expect(restored).toEqual([{ hero_heading: 'Kept across the rename' }])
    } finally {
      await client.end()
    }
  })
})
