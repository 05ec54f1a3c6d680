import type { ServerEnv } from '@/config/env'

/**
 * The database Payload connects to. scripts/with-database.ts sets DATABASE_URI to the embedded server's
 * database; a bare `payload` CLI call falls back to the development database of the embedded server.
 */
export function databaseUri(env: ServerEnv): string {
  return env.DATABASE_URI ?? `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_POSTGRES_PORT}/site_dev`
}
