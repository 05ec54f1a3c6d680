import type { ServerEnv } from '@/config/env'

import { embeddedAppConnectionString } from './embedded-password'

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
