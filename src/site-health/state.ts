import type { Payload } from 'payload'

import { closeIncident, openIncident, updateIncident } from '@/db/site-health'

import { siteChecks, siteHealthCollection, type SiteCheckName } from './constants'

/**
 * A change of state is one conditional UPDATE (src/db/site-health.ts), so of two runners finding
 * the same failure only one opens the incident and sends its alert.
 */

export type CheckRow = {
  check: SiteCheckName
  status: 'ok' | 'failing'
  failingSince?: string | null
  incident: number
  createdAt: string
}

/** Made on first use; a row another runner made at the same moment is taken as it is. */
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

/** Answers the incident's number either way, as queueNotice sends once per key. */
export async function recordFailure(
  payload: Payload,
  check: SiteCheckName,
  state: { problem: string; action: string; now: Date },
): Promise<{ incident: number; opened: boolean } | undefined> {
  const now = { problem: state.problem, action: state.action, at: state.now.toISOString() }
  const opened = await openIncident(payload, check, now)
  if (opened !== undefined) return { incident: opened, opened: true }
  // Still failing, but what is wrong may have changed: the owner sees the latest.
  const ongoing = await updateIncident(payload, check, now)
  return ongoing === undefined ? undefined : { incident: ongoing, opened: false }
}

export async function endIncident(
  payload: Payload,
  check: SiteCheckName,
  now: Date,
): Promise<number | undefined> {
  return closeIncident(payload, check, now.toISOString())
}

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
