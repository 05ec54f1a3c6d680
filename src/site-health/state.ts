import type { Payload } from 'payload'

import { siteHealthCollection } from './constants'

/**
 * A stopped job runner stops the checks without a word, so whoever reads their state judges how old
 * the last run is; the scheduler may queue a run up to a minute late.
 */
export const checksStoppedAfterMs = 3 * 60_000

/** A fresh site's checks count as stopped once this server has waited as long. */
const watchingSince = new Date()

export const checksStopped = (lastRun: Date | undefined, now: Date, since = watchingSince) =>
  now.getTime() - (lastRun ?? since).getTime() > checksStoppedAfterMs

/** One row per check, shared by every server and written only by the checks. */
export async function checkRows(payload: Payload) {
  const { docs } = await payload.find({
    collection: siteHealthCollection,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return docs
}

export async function siteHealthNow(payload: Payload, now = new Date()) {
  const rows = await checkRows(payload)
  // Every run stamps each check's row.
  const runs = rows.flatMap((row) => (row.checkedAt ? [Date.parse(row.checkedAt)] : []))
  const lastRun = runs.length > 0 ? new Date(Math.max(...runs)) : undefined
  const failing = rows.filter((row) => row.status === 'failing')
  return { rows, failing, lastRun, stopped: checksStopped(lastRun, now) }
}
