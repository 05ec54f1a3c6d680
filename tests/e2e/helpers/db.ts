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
 * Waits for `waiting` while the scheduled runs of `task` come at once instead of on the minute: each second,
 * Payload's own `handle-schedules` endpoint (signed in as `site.token`'s account) queues the next run, and
 * the run it queued for the next minute is made due now. A failed call only leaves the run to the clock.
 */
export async function withScheduledNow<T>(
  task: string,
  site: { baseURL: string; token: string; databaseUri: string },
  waiting: Promise<T>,
): Promise<T> {
  let waited = false
  const hurry = async () => {
    for (; !waited; await new Promise((resolve) => setTimeout(resolve, 1000))) {
      await fetch(`${site.baseURL}/api/payload-jobs/handle-schedules`, {
        headers: { authorization: `JWT ${site.token}` },
      }).catch(() => undefined)
      await query(
        'UPDATE payload_jobs SET wait_until = now() WHERE task_slug = $1 AND completed_at IS NULL AND wait_until > now()',
        [task],
        site.databaseUri,
      ).catch(() => [])
    }
  }
  const hurrying = hurry()
  try {
    return await waiting
  } finally {
    waited = true
    await hurrying
  }
}
