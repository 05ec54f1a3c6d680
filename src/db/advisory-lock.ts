import type { Payload } from 'payload'

/**
 * Runs `work` while this session holds PostgreSQL's advisory lock `key`, so servers starting side by
 * side take turns; Payload has no lock of its own.
 */
export async function withAdvisoryLock<T>(
  payload: Payload,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const client = await payload.db.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [key])
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined)
    client.release()
  }
}
