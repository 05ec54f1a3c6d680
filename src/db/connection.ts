import type { ServerEnv } from '@/config/env'

import { embeddedAppConnectionString } from './embedded-password'

/** Development pushes its schema without migrations, so it gets a database of its own beside production's. */
export const embeddedDatabases = { production: 'site', development: 'site_dev' } as const

export const embeddedDatabaseName = (env: ServerEnv) =>
  env.isProduction ? embeddedDatabases.production : embeddedDatabases.development

/**
 * The database Payload connects to. scripts/with-database.ts sets DATABASE_URI to the embedded server's
 * database, as the site role; a bare `payload` CLI call falls back to the development database of the embedded
 * server, as that role (which exists once any command has run through the script).
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
