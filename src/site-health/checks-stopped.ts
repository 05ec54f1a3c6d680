import type { Payload } from 'payload'

import { siteHealthCollection } from './constants'
import { failingChecks } from './state'

/**
 * The checks run only inside the every-minute `checkSiteHealth` job, so a stopped job runner stops them
 * without a word: whoever reads their state judges how old its last run is. Three minutes, as the
 * scheduler may queue a run up to a minute late and a run takes seconds.
 */
export const checksStoppedAfterMs = 3 * 60_000

/** A fresh site's checks have not run yet: they count as stopped once this server has waited as long. */
const watchingSince = new Date()

export const checksStopped = (lastRun: Date | undefined, now: Date, since = watchingSince) =>
  now.getTime() - (lastRun ?? since).getTime() > checksStoppedAfterMs

/** What the owner and a monitor are told: the failing checks, and whether the checks still run at all. */
export async function siteHealthNow(payload: Payload, now = new Date()) {
  const [failing, { docs }] = await Promise.all([
    failingChecks(payload),
    payload.find({
      collection: siteHealthCollection,
      depth: 0,
      overrideAccess: true,
      pagination: false,
      select: { checkedAt: true },
    }),
  ])
  const lastRun = lastRunOf(docs)
  return { failing, lastRun, stopped: checksStopped(lastRun, now) }
}

/** Every run stamps each check's row. */
export function lastRunOf(rows: { checkedAt?: string | null }[]): Date | undefined {
  const runs = rows.flatMap((row) => (row.checkedAt ? [Date.parse(row.checkedAt)] : []))
  return runs.length > 0 ? new Date(Math.max(...runs)) : undefined
}
