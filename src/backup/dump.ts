import fs from 'node:fs'
import path from 'node:path'
import { once } from 'node:events'
import { createGzip } from 'node:zlib'
import pg from 'pg'

import { archiveFormat, archiveVersion, type ArchiveHeader } from './archive'
import { appliedMigrations, publicTables, quoteTable } from './database'

const rowsPerFetch = 500

/** Names sort by time, which pruning relies on. */
const archiveNamePattern = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/
const archiveName = (now: Date) =>
  `backup-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.jsonl.gz`

type Options = { connectionString: string; uploadsDir: string; backupDir: string; now?: Date }

/**
 * A logical dump made here, since a pg_dump older than the embedded server refuses it: one
 * REPEATABLE READ snapshot, with files read after it so every file a row points at exists.
 */
export async function writeBackup({
  connectionString,
  uploadsDir,
  backupDir,
  now = new Date(),
}: Options): Promise<string> {
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 })
  const target = path.join(backupDir, archiveName(now))
  const partial = `${target}.partial`
  const gzip = createGzip()
  const output = gzip.pipe(fs.createWriteStream(partial, { mode: 0o600 }))
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain')
  }

  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const tables = await publicTables(client)
    const header: ArchiveHeader = {
      format: archiveFormat,
      version: archiveVersion,
      createdAt: now.toISOString(),
      database: (await client.query<{ name: string }>('SELECT current_database() AS name')).rows[0]
        .name,
      migrations: await appliedMigrations(client, tables),
      tables,
      sequences: await readSequences(client),
    }
    await write(JSON.stringify(header))

    let rows = 0
    for (const table of tables) {
      await client.query(
        `DECLARE dump CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoteTable(table)} t`,
      )
      for (;;) {
        const batch = await client.query<{ row: string }>(`FETCH ${rowsPerFetch} FROM dump`)
        if (batch.rows.length === 0) break
        // Spliced in as JSON text, so numbers and timestamps keep their exact text.
        for (const { row } of batch.rows)
          await write(`{"table":${JSON.stringify(table)},"row":${row}}`)
        rows += batch.rows.length
      }
      await client.query('CLOSE dump')
    }

    const files = listFiles(uploadsDir)
    for (const file of files) {
      await write(
        JSON.stringify({
          file,
          data: fs.readFileSync(path.join(uploadsDir, file)).toString('base64'),
        }),
      )
    }
    await write(JSON.stringify({ end: true, rows, files: files.length }))
    await client.query('COMMIT')
  } catch (error) {
    gzip.destroy()
    output.destroy()
    fs.rmSync(partial, { force: true })
    throw error
  } finally {
    await client.end().catch(() => {})
  }
  gzip.end()
  await once(output, 'finish')
  fs.renameSync(partial, target)
  return target
}

async function readSequences(client: pg.Client): Promise<ArchiveHeader['sequences']> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
  )
  return Promise.all(
    rows.map(async ({ name }) => {
      const state = await client.query<{ lastValue: string; isCalled: boolean }>(
        `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${quoteTable(name)}`,
      )
      return { name, ...state.rows[0] }
    }),
  )
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort()
}

/** Other files in backupDir are left alone. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const archives = fs
    .readdirSync(backupDir)
    .filter((name) => archiveNamePattern.test(name))
    .sort()
    .reverse()
  const removed = archives.slice(keep)
  for (const name of removed) fs.rmSync(path.join(backupDir, name), { force: true })
  return removed
}
