import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

import { NotABackupError, readArchive, type ArchiveHeader } from './archive'
import { appliedMigrations, publicTables, quoteTable } from './database'

const rowsPerInsert = 500

type Options = { connectionString: string; uploadsDir: string; archive: string }

/**
 * One transaction, so a bad or cut-short archive leaves the site as it was. Foreign keys are
 * dropped while rows go in (tables arrive in name order), then added back and checked.
 */
export async function restoreBackup({
  connectionString,
  uploadsDir,
  archive,
}: Options): Promise<{ rows: number; files: number }> {
  const staging = `${uploadsDir}.restoring`
  fs.rmSync(staging, { recursive: true, force: true })
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query('BEGIN')
    let header: ArchiveHeader | undefined
    let foreignKeys: ForeignKey[] = []
    let pending: { table: string; rows: string[] } = { table: '', rows: [] }
    const flush = async () => {
      if (pending.rows.length === 0) return
      await client.query(
        `INSERT INTO ${quoteTable(pending.table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${quoteTable(pending.table)}, $1::json)`,
        [`[${pending.rows.join(',')}]`],
      )
      pending.rows = []
    }

    for await (const line of readArchive(archive)) {
      if ('format' in line) {
        header = line
        foreignKeys = await emptyDatabase(client, header)
      } else if ('table' in line) {
        if (line.table !== pending.table) {
          await flush()
          pending = { table: line.table, rows: [] }
        }
        pending.rows.push(line.row)
        if (pending.rows.length >= rowsPerInsert) await flush()
      } else if ('file' in line) {
        await flush()
        const target = path.resolve(staging, line.file)
        if (!target.startsWith(`${path.resolve(staging)}${path.sep}`))
          throw new NotABackupError(`${archive} names a file outside the uploads: ${line.file}`)
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
        fs.writeFileSync(target, Buffer.from(line.data, 'base64'), { mode: 0o600 })
      } else {
        await flush()
        for (const sequence of header?.sequences ?? []) {
          await client.query('SELECT setval($1, $2::bigint, $3)', [
            quoteTable(sequence.name),
            sequence.lastValue,
            sequence.isCalled,
          ])
        }
        for (const key of foreignKeys)
          await client.query(
            `ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`,
          )
        await client.query('COMMIT')
        replaceDir(uploadsDir, staging)
        return { rows: line.rows, files: line.files }
      }
    }
    throw new NotABackupError(
      `${archive} is incomplete (it has no end): the backup that wrote it did not finish`,
    )
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    fs.rmSync(staging, { recursive: true, force: true })
    throw error
  } finally {
    await client.end().catch(() => {})
  }
}

type ForeignKey = { table: string; name: string; definition: string }

export class SchemaMismatchError extends Error {}

async function emptyDatabase(client: pg.Client, header: ArchiveHeader): Promise<ForeignKey[]> {
  const tables = await publicTables(client)
  const migrations = await appliedMigrations(client, tables)
  const missing = header.tables.filter((table) => !tables.includes(table))
  if (missing.length > 0 || migrations.join() !== header.migrations.join()) {
    throw new SchemaMismatchError(
      `the archive was made by another version of the site (its migrations: ${header.migrations.join(', ') || 'none'}; this database: ${migrations.join(', ') || 'none'}${missing.length ? `; tables missing here: ${missing.join(', ')}` : ''}). Check out the version that made it, then restore.`,
    )
  }
  const { rows } = await client.query<ForeignKey>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  )
  for (const key of rows)
    await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`)
  if (tables.length > 0) await client.query(`TRUNCATE ${tables.map(quoteTable).join(', ')}`)
  return rows
}

/** The old uploads go only once the new ones are in place. */
function replaceDir(dir: string, staging: string) {
  fs.mkdirSync(staging, { recursive: true, mode: 0o700 })
  const old = `${dir}.before-restore`
  fs.rmSync(old, { recursive: true, force: true })
  if (fs.existsSync(dir)) fs.renameSync(dir, old)
  fs.renameSync(staging, dir)
  fs.rmSync(old, { recursive: true, force: true })
}
