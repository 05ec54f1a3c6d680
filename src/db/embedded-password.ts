import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** The superuser password clusters made before it was generated were created with. */
export const legacyEmbeddedPassword = 'postgres'

const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres-password')

/**
 * A recursive mkdir's mode applies to every folder it makes, and the postgres user (when we are
 * root) must pass through those above DATA_DIR.
 */
export function makePrivateDir(dir: string) {
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
}

export const embeddedAppRole = 'site'

/** The superuser password, generated once into DATA_DIR/postgres-password (mode 0600). */
export function embeddedPassword(dataDir: string): string {
  return generatedPassword(dataDir, passwordFile(dataDir))
}

/** The site role's password, generated once into DATA_DIR/postgres-site-password (mode 0600). */
export function embeddedAppPassword(dataDir: string): string {
  return generatedPassword(dataDir, path.join(dataDir, 'postgres-site-password'))
}

function generatedPassword(dataDir: string, file: string): string {
  makePrivateDir(dataDir)
  try {
    fs.writeFileSync(file, randomBytes(24).toString('hex'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  fs.chmodSync(file, 0o600)
  return fs.readFileSync(file, 'utf8').trim()
}

/** A superuser URL: for upkeep and the tests, never for the site. */
export function embeddedConnectionString(dataDir: string, port: number, database: string): string {
  return `postgres://postgres:${encodeURIComponent(embeddedPassword(dataDir))}@127.0.0.1:${port}/${encodeURIComponent(database)}`
}

export function embeddedAppConnectionString(
  dataDir: string,
  port: number,
  database: string,
): string {
  return `postgres://${embeddedAppRole}:${encodeURIComponent(embeddedAppPassword(dataDir))}@127.0.0.1:${port}/${encodeURIComponent(database)}`
}
