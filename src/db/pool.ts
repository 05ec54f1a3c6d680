import type { Payload } from 'payload'
import type { PoolConfig } from 'pg'

/** Bounds on every wait, so a database that is down or stuck answers a quick 503, not a hang. */
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
 * An idle connection the database drops emits `error` on the pool, which with no listener ends the
 * process; the pool has already discarded the connection.
 */
export function keepPoolAlive(payload: Payload) {
  const { pool } = payload.db
  if (pool.listenerCount('error') > 0) return
  pool.on('error', (error) =>
    payload.logger.warn({
      err: error,
      msg: 'A database connection was dropped; it is replaced on next use',
    }),
  )
}
