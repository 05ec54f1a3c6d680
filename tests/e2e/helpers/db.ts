import pg from 'pg'

import { e2e } from './environment'

/** Reads the e2e database (or another, such as an own server's) directly, to check what a visitor's action stored. */
export async function query<Row extends pg.QueryResultRow = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  connectionString = e2e.databaseUri(),
) {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return (await client.query<Row>(sql, params)).rows
  } finally {
    await client.end()
  }
}

/**
 * Waits for `waiting` while keeping the run of `task` the scheduler queued for its next tick (the site's
 * check runs on the minute) due now, so the wait ends as soon as the work is done, not at the clock's minute.
 * A failed update only leaves the run to the clock.
 */
export async function withScheduledNow<T>(
  task: string,
  connectionString: string,
  waiting: Promise<T>,
): Promise<T> {
  let waited = false
  const hurry = async () => {
    for (; !waited; await new Promise((resolve) => setTimeout(resolve, 1000)))
      await query(
        'UPDATE payload_jobs SET wait_until = now() WHERE task_slug = $1 AND completed_at IS NULL AND wait_until > now()',
        [task],
        connectionString,
      ).catch(() => [])
  }
  const hurrying = hurry()
  try {
    return await waiting
  } finally {
    waited = true
    await hurrying
  }
}
