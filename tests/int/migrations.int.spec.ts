import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers/test-payload'

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

    expect(await generateMigration(committed, described), `run \`payload migrate:create\`: ${latest} is behind the collections`).toEqual([])
  })
})
