import pg from 'pg'

export type HeldLock = {
  /** How many server connections wait on the held lock, directly or behind another waiting one. */
  waiting: () => Promise<number>
  /** Ends the holding transaction, letting the waiting ones go on. */
  release: () => Promise<void>
}

/**
 * A transaction of the test's own that takes a lock (`lockStatement`, e.g. a row's SELECT ... FOR UPDATE)
 * and keeps it until released: requests started meanwhile pile up behind it, so the test knows they
 * overlap instead of hoping they do. It writes nothing.
 */
export async function holdLock(
  connectionString: string,
  lockStatement: string,
  params: unknown[],
): Promise<HeldLock> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  await client.query('BEGIN')
  await client.query(lockStatement, params)
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
  let released = false
  return {
    waiting: async () => {
      // Inside a transaction the server keeps its first reading of pg_stat_activity: drop it to read anew.
      await client.query('SELECT pg_stat_clear_snapshot()')
      const { rows: counted } = await client.query<{ waiting: number }>(
        `WITH RECURSIVE chain(pid) AS (
           SELECT $1::int
           UNION
           SELECT activity.pid FROM pg_stat_activity activity JOIN chain ON chain.pid = ANY(pg_blocking_pids(activity.pid))
         )
         SELECT count(*)::int - 1 AS waiting FROM chain`,
        [rows[0].pid],
      )
      return counted[0].waiting
    },
    release: async () => {
      if (released) return
      released = true
      try {
        await client.query('ROLLBACK')
      } finally {
        await client.end()
      }
    },
  }
}
