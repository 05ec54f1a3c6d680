import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * pg's pool re-emits the error of an idle connection that the server closed (a database restart, a
 * failover) on the pool itself, and an 'error' event nobody listens to ends the process. The pool replaces
 * the connection on the next query, so a log line is all it takes to ride out the restart.
 */
export function logIdleConnectionErrors(payload: Payload) {
  const { pool } = payload.db as unknown as PostgresAdapter
  pool.on('error', (error) => payload.logger.warn({ msg: `Database connection lost (${error.message}); reconnecting on the next query` }))
}
