import fs from 'node:fs'
import readline from 'node:readline'
import { pipeline } from 'node:stream'
import { createGunzip } from 'node:zlib'

/**
 * A gzip file of JSON lines: a header, every row, every upload, and an end line, by which a restore
 * tells a complete archive from one cut short before it commits anything.
 */
export const archiveFormat = 'nature-coast-tech-backup'
export const archiveVersion = 1

export type ArchiveHeader = {
  format: typeof archiveFormat
  version: typeof archiveVersion
  createdAt: string
  /** For the operator's eyes only: a restore writes where it is told. */
  database: string
  /** A restore only loads rows into a schema at the same migration. */
  migrations: string[]
  tables: string[]
  sequences: { name: string; lastValue: string; isCalled: boolean }[]
}

export type ArchiveLine =
  /** JSON text: parsing it in JavaScript would round big numbers. */
  | { table: string; row: string }
  | { file: string; data: string }
  | { end: true; rows: number; files: number }

const rowLine = /^\{"table":("(?:[^"\\]|\\.)*"),"row":(.*)\}$/s

export class NotABackupError extends Error {}

const isHeader = (value: unknown): value is ArchiveHeader =>
  typeof value === 'object' && value !== null && (value as ArchiveHeader).format === archiveFormat

/** Header first; throws NotABackupError for anything `npm run backup` did not write. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveHeader | ArchiveLine> {
  const notOurs = (why: string) =>
    new NotABackupError(`${file} is not a backup made by npm run backup (${why})`)
  // pipeline hands a read error on to gunzip, and readline's iterator throws what gunzip throws.
  const input = pipeline(fs.createReadStream(file), createGunzip(), () => {})
  let first = true
  try {
    for await (const line of readline.createInterface({ input, crlfDelay: Infinity })) {
      const row = rowLine.exec(line)
      if (row && !first) {
        yield { table: JSON.parse(row[1]) as string, row: row[2] }
        continue
      }
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch {
        throw notOurs('a line is not JSON')
      }
      if (first) {
        if (!isHeader(value)) throw notOurs('no backup header')
        if (value.version !== archiveVersion)
          throw notOurs(`format version ${String(value.version)}, expected ${archiveVersion}`)
        first = false
      }
      yield value as ArchiveHeader | ArchiveLine
    }
  } catch (error) {
    // zlib's codes (Z_DATA_ERROR, Z_BUF_ERROR): not gzip, or cut short.
    const { code, message } = error as NodeJS.ErrnoException
    throw code?.startsWith('Z_') ? notOurs(message) : error
  }
}

export async function readArchiveHeader(file: string): Promise<ArchiveHeader> {
  for await (const line of readArchive(file)) return line as ArchiveHeader
  throw new NotABackupError(`${file} is not a backup made by npm run backup (it is empty)`)
}
