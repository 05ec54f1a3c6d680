import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The superuser password clusters made before it was generated were created with. */
export const legacyEmbeddedPassword = 'postgres'

const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres-password')

/**
 * Creates DATA_DIR closed to other users, but not the folders above it: a mode given to a recursive mkdir
 * applies to every folder it makes, and the postgres user (when we are root) must pass through them.
 */
export function makePrivateDir(dir: string) {
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
}

/** The embedded PostgreSQL's superuser password, generated once into DATA_DIR/postgres-password (mode 0600). */
export function embeddedPassword(dataDir: string): string {
  const file = passwordFile(dataDir)
  makePrivateDir(dataDir)
  try {
    fs.writeFileSync(file, randomBytes(24).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  fs.chmodSync(file, 0o600)
  return fs.readFileSync(file, 'utf8').trim()
}

/** A URL of the embedded server in DATA_DIR, for every command and test helper that connects to it. */
export function embeddedConnectionString(dataDir: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(embeddedPassword(dataDir))}@127.0.0.1:${port}/${encodeURIComponent(database)}`
}
