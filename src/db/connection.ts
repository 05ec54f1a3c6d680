import { generatedSecret, type ServerEnv } from '@/config/env'

export const embeddedAppRole = 'site'

/** The superuser password clusters made before it was generated were created with. */
export const legacyEmbeddedPassword = 'postgres'

/** The superuser password, generated once into DATA_DIR/postgres-password. */
export const embeddedPassword = (dataDir: string) =>
  generatedSecret(dataDir, 'postgres-password', 24)

/** The site role's password, generated once into DATA_DIR/postgres-site-password. */
export const embeddedAppPassword = (dataDir: string) =>
  generatedSecret(dataDir, 'postgres-site-password', 24)

const uri = (role: string, password: string, port: number, database: string) =>
  `postgres://${role}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`

/** A superuser URL: for upkeep and the tests, never for the site. */
export const embeddedConnectionString = (dataDir: string, port: number, database: string) =>
  uri('postgres', embeddedPassword(dataDir), port, database)

export const embeddedAppConnectionString = (dataDir: string, port: number, database: string) =>
  uri(embeddedAppRole, embeddedAppPassword(dataDir), port, database)

/** Development pushes its schema without migrations, so it gets a database of its own. */
export const embeddedDatabases = { production: 'site', development: 'site_dev' } as const

export const embeddedDatabaseName = (env: ServerEnv) =>
  env.isProduction ? embeddedDatabases.production : embeddedDatabases.development

/**
 * scripts/with-database.ts sets DATABASE_URI to the embedded server's database as the site role; a
 * bare `payload` CLI call falls back to the development database, as that role.
 */
export function databaseUri(env: ServerEnv): string {
  return (
    env.DATABASE_URI ??
    embeddedAppConnectionString(
      env.dataDir,
      env.EMBEDDED_POSTGRES_PORT,
      embeddedDatabases.development,
    )
  )
}
