import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

/**
 * Payload's `update` has no condition answering whether it matched; one conditional UPDATE means
 * only one of two runners finding the same failure opens the incident.
 */

const tableOf = (payload: Payload) => {
  const adapter = payload.db as unknown as PostgresAdapter
  return { drizzle: adapter.drizzle, table: adapter.tables.site_health_checks }
}

type Problem = { problem: string; action: string; at: string }

/** Undefined when the check was not ok. */
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

/** Undefined when the check is not failing. */
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

/** Undefined when the check was already ok. */
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
