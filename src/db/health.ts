import type { DatabaseAdapter, Payload } from 'payload'
import type { QueryConfig } from 'pg'

/** What a signed-in owner or staff member is shown; anonymous callers get only `status`. */
export type HealthDetails =
  | { status: 'up'; database: 'up'; migrations: 'applied' | 'pushed' }
  | { status: 'down'; reason: string }

/** A load balancer gives up on a check after a few seconds: answer before it does, never hang. */
export const HEALTH_TIMEOUT_MS = 2_000

let running: Promise<HealthDetails> | undefined

/**
 * Checks that arrive while one is running share its answer, so a burst of anonymous callers holds
 * at most one connection of Payload's pool.
 */
export function checkHealth(payload: Payload): Promise<HealthDetails> {
  running ??= check(payload.db).finally(() => {
    running = undefined
  })
  return running
}

const down = (reason: string): HealthDetails => ({ status: 'down', reason })

/** `fallback` when `work` has not settled within `ms`. */
export async function within<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<F>((resolve) => {
    timer = setTimeout(resolve, ms, fallback)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}

/**
 * Not Payload's Local API: only pg's per-query timeout bounds a hung database, and a connection
 * whose query timed out is destroyed rather than handed back to the site.
 */
async function check(db: DatabaseAdapter): Promise<HealthDetails> {
  const connecting = db.pool.connect()
  const client = await within(connecting, HEALTH_TIMEOUT_MS, 'timeout' as const).catch(
    (error: Error) => error,
  )
  if (client instanceof Error) return down(`database: ${client.message}`)
  if (client === 'timeout') {
    // A connection that arrives after the answer goes back to the pool unused.
    connecting.then(
      (late) => late.release(),
      () => {},
    )
    return down(`database: no connection within ${HEALTH_TIMEOUT_MS} ms`)
  }
  let failed: Error | undefined
  // pg reads query_timeout per query; its types only declare it on the client's config.
  const query = async <Row extends object>(text: string) =>
    (await client.query<Row>({ text, query_timeout: HEALTH_TIMEOUT_MS } as QueryConfig)).rows
  try {
    // Development pushes its schema instead of running migrations: a connection is all to check.
    if (db.push) {
      await query('SELECT 1')
      return { status: 'up', database: 'up', migrations: 'pushed' }
    }
    const [table] = await query<{ exists: boolean }>(
      "SELECT to_regclass('payload_migrations') IS NOT NULL AS exists",
    )
    const rows = table.exists
      ? await query<{ name: string }>('SELECT name FROM payload_migrations')
      : []
    const applied = new Set(rows.map((row) => row.name))
    const pending = (db.prodMigrations ?? []).filter((migration) => !applied.has(migration.name))
    if (pending.length > 0)
      return down(`migrations pending: ${pending.map((migration) => migration.name).join(', ')}`)
    return { status: 'up', database: 'up', migrations: 'applied' }
  } catch (error) {
    failed = error as Error
    return down(`database: ${failed.message}`)
  } finally {
    client.release(failed)
  }
}
