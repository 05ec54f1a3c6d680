import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

/**
 * A site check's change of state (src/site-health/state.ts) is one conditional UPDATE, which PostgreSQL
 * applies to a row once: of two runners finding the same failure, only one opens the incident. Payload's
 * `update` has no such condition answering whether it matched.
 */

const tableOf = (payload: Payload) => {
  const adapter = payload.db as unknown as PostgresAdapter
  return { drizzle: adapter.drizzle, table: adapter.tables.site_health_checks }
}

type Problem = { problem: string; action: string; at: string }

/** Opens an incident if the check was ok: the new incident's number, or undefined when it was not ok. */
export async function openIncident(
  payload: Payload,
  check: string,
  { problem, action, at }: Problem,
) {
  const { drizzle, table } = tableOf(payload)
  const [opened] = await drizzle
    .update(table)
    .set({
      status: 'failing',
      failingSince: at,
      problem,
      action,
      incident: sql`${table.incident} + 1`,
      checkedAt: at,
      updatedAt: at,
    })
    .where(and(eq(table.check, check), eq(table.status, 'ok')))
    .returning({ incident: table.incident })
  return opened && Number(opened.incident)
}

/** Updates what is wrong if the check is failing: the incident's number, or undefined when it is not. */
export async function updateIncident(
  payload: Payload,
  check: string,
  { problem, action, at }: Problem,
) {
  const { drizzle, table } = tableOf(payload)
  const [ongoing] = await drizzle
    .update(table)
    .set({ problem, action, checkedAt: at })
    .where(and(eq(table.check, check), eq(table.status, 'failing')))
    .returning({ incident: table.incident })
  return ongoing && Number(ongoing.incident)
}

/** Closes the incident if the check was failing: its number, or undefined when it was already ok. */
export async function closeIncident(payload: Payload, check: string, at: string) {
  const { drizzle, table } = tableOf(payload)
  const [closed] = await drizzle
    .update(table)
    .set({
      status: 'ok',
      failingSince: null,
      problem: null,
      action: null,
      checkedAt: at,
      updatedAt: at,
    })
    .where(and(eq(table.check, check), eq(table.status, 'failing')))
    .returning({ incident: table.incident })
  if (closed) return Number(closed.incident)
  await drizzle.update(table).set({ checkedAt: at }).where(eq(table.check, check))
  return undefined
}
