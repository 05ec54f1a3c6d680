import fs from 'node:fs'
import path from 'node:path'
import { once } from 'node:events'
import { createGzip } from 'node:zlib'
import pg from 'pg'

import { archiveFormat, archiveVersion, type ArchiveHeader } from './archive'
import { listFiles, publicTables, quoteTable } from './database'

const rowsPerFetch = 500

/** backup-2026-11-23T01-10-39Z.jsonl.gz: sorts by time, which is what pruning relies on. */
export const archiveNamePattern = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/
const archiveName = (now: Date) =>
  `backup-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.jsonl.gz`

type Options = { connectionString: string; uploadsDir: string; backupDir: string; now?: Date }

/**
 * Writes one archive of the database and the uploads and returns its path. The installed pg_dump (15)
 * refuses the embedded server (18), so the dump is logical and made here: every table read in one
 * REPEATABLE READ transaction, which sees a single snapshot while the site goes on taking leads. Files are
 * read after the snapshot is taken, so every file a row of the snapshot points at is already on disk.
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
      migrations: tables.includes('payload_migrations')
        ? (
            await client.query<{ name: string }>(
              'SELECT name FROM payload_migrations ORDER BY name',
            )
          ).rows.map((row) => row.name)
        : [],
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
        // The row is already JSON text: spliced in as is, numbers and timestamps keep their exact text.
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
  const sequences: ArchiveHeader['sequences'] = []
  for (const { name } of rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${quoteTable(name)}`,
    )
    sequences.push({ name, lastValue: state.rows[0].last_value, isCalled: state.rows[0].is_called })
  }
  return sequences
}

/** Deletes all but the newest `keep` archives in backupDir; other files there are left alone. */
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
