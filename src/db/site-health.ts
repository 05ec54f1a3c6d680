import { and, eq, lte, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { transactionDrizzle } from './transaction'

/**
 * Payload's `update` does not answer whether its condition matched; a conditional UPDATE lets only
 * one of two runners change the state and queue its email. `updated_at`: last failure, or recovery.
 */

/**
 * Undefined when another runner changed the state first. A failure within the hour after an
 * incident ended takes it up again, so a flipping check is one incident with one pair of emails.
 */
export async function recordFailure(
  payload: Payload,
  req: PayloadRequest,
  check: string,
  { problem, action, at }: { problem: string; action: string; at: string },
) {
  const drizzle = await transactionDrizzle(payload, req)
  const table = payload.db.tables.site_health_checks
  const failed = { problem, action, checkedAt: at, updatedAt: at }
  const returning = { incident: table.incident, failingSince: table.failingSince }
  const [opened] = await drizzle
    .update(table)
    .set({
      ...failed,
      status: 'failing',
      failingSince: at,
      incident: sql`case when ${table.incident} > 0 and ${table.updatedAt} > ${at}::timestamptz - interval '1 hour' then ${table.incident} else ${table.incident} + 1 end`,
    })
    .where(and(eq(table.check, check), eq(table.status, 'ok')))
    .returning(returning)
  const [row] = opened
    ? [opened]
    : await drizzle
        .update(table)
        .set(failed)
        .where(and(eq(table.check, check), eq(table.status, 'failing')))
        .returning(returning)
  return (
    row && {
      incident: Number(row.incident),
      failingSince: new Date(String(row.failingSince)),
      opened: opened !== undefined,
    }
  )
}

/** The incident's number once the check has not failed since `calmSince`; undefined otherwise. */
export async function closeIncident(
  payload: Payload,
  req: PayloadRequest,
  check: string,
  { at, calmSince }: { at: string; calmSince: string },
) {
  const drizzle = await transactionDrizzle(payload, req)
  const table = payload.db.tables.site_health_checks
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
    .where(
      and(eq(table.check, check), eq(table.status, 'failing'), lte(table.updatedAt, calmSince)),
    )
    .returning({ incident: table.incident })
  if (closed) return Number(closed.incident)
  await drizzle.update(table).set({ checkedAt: at }).where(eq(table.check, check))
  return undefined
}
