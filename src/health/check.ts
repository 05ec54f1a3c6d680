import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export type Health =
  | { ok: true; body: { status: 'ok'; database: 'up'; migrations: 'applied' | 'pushed' } }
  | { ok: false; body: { status: 'unavailable'; reason: string } }

/** A load balancer gives up on a check after a few seconds: answer before it does, never hang. */
export const HEALTH_TIMEOUT_MS = 2_000

/**
 * Asks the database the server uses, on a connection of its own with its own deadlines, so a database that
 * is down or hung answers 503 within the timeout and the check never waits on a pool the site needs.
 */
export async function checkHealth(payload: Payload, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  const db = payload.db as unknown as PostgresAdapter
  const client = new db.pg.Client({
    connectionString: db.poolOptions.connectionString,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
  })
  client.on('error', () => {})
  const timer = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref())
  try {
    return await Promise.race([verify(client, db), timer])
  } catch (error) {
    return { ok: false, body: { status: 'unavailable', reason: `database: ${(error as Error).message}` } }
  } finally {
    client.end().catch(() => {})
  }
}

async function verify(client: InstanceType<PostgresAdapter['pg']['Client']>, db: PostgresAdapter): Promise<Health> {
  await client.connect()
  // Development pushes its schema instead of running migrations: a live connection is all there is to check.
  if (db.push) {
    await client.query('SELECT 1')
    return { ok: true, body: { status: 'ok', database: 'up', migrations: 'pushed' } }
  }
  const table = await client.query<{ exists: boolean }>("SELECT to_regclass('payload_migrations') IS NOT NULL AS exists")
  const { rows } = table.rows[0].exists
    ? await client.query<{ name: string }>('SELECT name FROM payload_migrations')
    : { rows: [] }
  const applied = new Set(rows.map((row) => row.name))
  const pending = (db.prodMigrations ?? []).filter((migration) => !applied.has(migration.name))
  if (pending.length > 0) {
    return { ok: false, body: { status: 'unavailable', reason: `migrations pending: ${pending.map((m) => m.name).join(', ')}` } }
  }
  return { ok: true, body: { status: 'ok', database: 'up', migrations: 'applied' } }
}
