import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The superuser password clusters made before it was generated were created with. */
export const legacyEmbeddedPassword = 'postgres'

const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres-password')

/** The embedded PostgreSQL's superuser password, generated once into DATA_DIR/postgres-password (mode 0600). */
export function embeddedPassword(dataDir: string): string {
  const file = passwordFile(dataDir)
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
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
