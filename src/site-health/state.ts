import type { Payload, PayloadRequest } from 'payload'

import { closeIncident, openIncident, updateIncident } from '@/db/site-health'

import { siteChecks, siteHealthCollection, type SiteCheckName } from './constants'

/**
 * A change of state is one conditional UPDATE (src/db/site-health.ts) in the transaction that
 * queues its email, so of two runners only one changes it, and no change is kept without its email.
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

/** A check alerts once it has failed this long, and an incident ends once it has passed as long. */
const alertAfterMinutes = 3

/** Undefined when another runner changed the state first. */
export async function recordFailure(
  payload: Payload,
  req: PayloadRequest,
  check: SiteCheckName,
  state: { problem: string; action: string; now: Date },
): Promise<
  { incident: number; failingSince: Date; opened: boolean; alertDue: boolean } | undefined
> {
  const now = { problem: state.problem, action: state.action, at: state.now.toISOString() }
  const opened = await openIncident(payload, req, check, now)
  // Still failing, but what is wrong may have changed: the owner sees the latest.
  const failure = opened ?? (await updateIncident(payload, req, check, now))
  if (!failure) return undefined
  const alertDue =
    state.now.getTime() - failure.failingSince.getTime() >= alertAfterMinutes * 60_000
  return { ...failure, opened: opened !== undefined, alertDue }
}

/** The incident's number when this run ends it. */
export async function endIncident(
  payload: Payload,
  req: PayloadRequest,
  check: SiteCheckName,
  now: Date,
): Promise<number | undefined> {
  const calmSince = new Date(now.getTime() - alertAfterMinutes * 60_000).toISOString()
  return closeIncident(payload, req, check, { at: now.toISOString(), calmSince })
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
