import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PoolConfig } from 'pg'

/**
 * Bounds on every wait for the database, so a database that is down or stuck turns into a quick 503
 * instead of a request that hangs, and the pool reconnects by itself when the database is back.
 */
export function databasePoolOptions(connectionString: string): PoolConfig {
  return {
    connectionString,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 10_000,
    statement_timeout: 30_000,
    query_timeout: 35_000,
    keepAlive: true,
  }
}

/**
 * An idle pooled connection that the database drops (a restart, a crash) emits `error` on the pool; with
 * no listener that error would end the process. The pool has already discarded the connection.
 */
export function keepPoolAlive(payload: Payload) {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  if (pool.listenerCount('error') > 0) return
  pool.on('error', (error) =>
    payload.logger.warn({
      err: error,
      msg: 'A database connection was dropped; it is replaced on next use',
    }),
  )
}
