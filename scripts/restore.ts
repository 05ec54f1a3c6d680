/**
 * npm run restore -- <archive>: replaces the database's rows and DATA_DIR/uploads with an archive written
 * by `npm run backup`. The site must be stopped. Run through scripts/with-database.ts, which provides the
 * database (the embedded one in DATA_DIR, started for the restore, or DATABASE_URI's).
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { getPayload } from 'payload'

import config from '@payload-config'
import { NotABackupError, readArchiveHeader } from '@/backup/archive'
import { restoreBackup, SchemaMismatchError } from '@/backup/restore'
import { createClient } from 'redis'

import { pageCacheNamespace } from '@/content/cache/page-cache-keys.mjs'
import { serverEnv } from '@/config/env'
import { databaseUri } from '@/db/connection'
import { embeddedServerOwner } from '@/db/embedded-postgres'
import { describeDatabaseUri } from '@/db/probe'

const fail = (message: string): never => {
  console.error(`restore: ${message}`)
  process.exit(1)
}

const archive = path.resolve(
  process.argv[2] ?? fail('usage: npm run restore -- <archive written by npm run backup>'),
)
if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) fail(`${archive} is not a file`)

const header = await readArchiveHeader(archive).catch((error: unknown) =>
  fail(error instanceof NotABackupError ? `nothing was changed: ${error.message}` : String(error)),
)

const env = serverEnv()
const uri = databaseUri(env)
const target = describeDatabaseUri(uri)

const owner = embeddedServerOwner(env.dataDir)
if (
  owner !== undefined &&
  owner !== Number(process.env.SUPERVISOR_PID) &&
  new URL(uri).port === String(env.EMBEDDED_POSTGRES_PORT)
) {
  fail(
    `the site is running (process ${owner} runs the embedded PostgreSQL in ${env.dataDir}): stop it, then restore`,
  )
}
const others = await otherConnections(uri)
if (others > 0)
  fail(
    `the site is running (${others} other connection(s) to ${target}): stop it and anything else using the database, then restore`,
  )

// The schema comes from this version's own migrations (or the development push), as at a start.
const payload = await getPayload({ config })

try {
  const result = await restoreBackup({
    connectionString: uri,
    uploadsDir: path.join(env.dataDir, 'uploads'),
    archive,
  })
  console.log(
    `Restored the backup of ${header.createdAt} (from the database "${header.database}") into ${target}: ${result.rows} rows, ${result.files} files in ${path.join(env.dataDir, 'uploads')}`,
  )
} catch (error) {
  if (error instanceof NotABackupError || error instanceof SchemaMismatchError)
    fail(`nothing was changed: ${error.message}`)
  throw error
}
// A server keeps its pages in memory, gone with it; the pages shared in Redis were rendered from other content.
if (env.REDIS_URL) {
  try {
    const redis = await createClient({ url: env.REDIS_URL }).connect()
    for await (const keys of redis.scanIterator({ MATCH: `${pageCacheNamespace}*` }))
      if (keys.length > 0) await redis.unlink(keys)
    await redis.close()
    console.log('Cleared the cached pages in Redis')
  } catch (error) {
    console.warn(`restore: could not clear the cached pages in Redis (${String(error)})`)
  }
}
await payload.destroy()
process.exit(0)

async function otherConnections(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString })
  try {
    await client.connect()
  } catch (error) {
    // A database not created yet (a new machine) has nobody on it; Payload creates it below.
    if ((error as { code?: string }).code === '3D000') return 0
    throw error
  }
  try {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return rows[0].count
  } finally {
    await client.end()
  }
}
