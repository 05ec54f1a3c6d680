import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { and, eq, sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { siteChecks, siteHealthCollection, type SiteCheckName } from './constants'

/**
 * Each check's state, one row per check. A change of state is one conditional UPDATE (from ok to failing,
 * or back), which PostgreSQL applies to a row once: of two runners that find the same failure in the same
 * minute, only one opens the incident and sends its alert. Written with Drizzle on Payload's table for that
 * reason, as the email claim is (src/email/lease.ts); rows are created and read through Payload.
 */

export type CheckRow = {
  check: SiteCheckName
  status: 'ok' | 'failing'
  failingSince?: string | null
  incident: number
  createdAt: string
}

const tableOf = (payload: Payload) => {
  const adapter = payload.db as unknown as PostgresAdapter
  return {
    drizzle: adapter.drizzle,
    table: adapter.tables[siteHealthCollection.replace(/-/g, '_')],
  }
}

/** Every check's row, made on first use; a row another runner made at the same moment is taken as it is. */
export async function checkRows(payload: Payload): Promise<Map<SiteCheckName, CheckRow>> {
  const read = async () => {
    const { docs } = await payload.find({
      collection: siteHealthCollection,
      limit: siteChecks.length,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    return new Map((docs as unknown as CheckRow[]).map((row) => [row.check, row]))
  }
  const rows = await read()
  const missing = siteChecks.filter((check) => !rows.has(check.value))
  if (missing.length === 0) return rows
  await Promise.all(
    missing.map((check) =>
      payload
        .create({
          collection: siteHealthCollection,
          data: { check: check.value, status: 'ok', incident: 0 },
          overrideAccess: true,
        })
        .catch(() => undefined),
    ),
  )
  return read()
}

/**
 * Records a failure: opens an incident if the check was ok (`opened`), otherwise updates what is wrong. The
 * incident's number either way, so its alert can be queued again until it is (queueNotice is once per key).
 */
export async function recordFailure(
  payload: Payload,
  check: SiteCheckName,
  state: { problem: string; action: string; now: Date },
): Promise<{ incident: number; opened: boolean } | undefined> {
  const { drizzle, table } = tableOf(payload)
  const at = state.now.toISOString()
  const [opened] = await drizzle
    .update(table)
    .set({
      status: 'failing',
      failingSince: at,
      problem: state.problem,
      action: state.action,
      incident: sql`${table.incident} + 1`,
      checkedAt: at,
      updatedAt: at,
    })
    .where(and(eq(table.check, check), eq(table.status, 'ok')))
    .returning({ incident: table.incident })
  if (opened) return { incident: Number(opened.incident), opened: true }
  // Still failing: what is wrong may have changed (another email, another folder); the owner sees the latest.
  const [ongoing] = await drizzle
    .update(table)
    .set({ problem: state.problem, action: state.action, checkedAt: at })
    .where(and(eq(table.check, check), eq(table.status, 'failing')))
    .returning({ incident: table.incident })
  return ongoing ? { incident: Number(ongoing.incident), opened: false } : undefined
}

/** Closes the incident if the check was failing: its number, or undefined when it was already ok. */
export async function endIncident(
  payload: Payload,
  check: SiteCheckName,
  now: Date,
): Promise<number | undefined> {
  const { drizzle, table } = tableOf(payload)
  const at = now.toISOString()
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

/** The checks failing now, for the banner, the view and /api/health. */
export async function failingChecks(payload: Payload) {
  const { docs } = await payload.find({
    collection: siteHealthCollection,
    where: { status: { equals: 'failing' } },
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return docs as unknown as (CheckRow & { problem?: string | null; action?: string | null })[]
}
