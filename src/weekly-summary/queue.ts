import type { Payload } from 'payload'

import { siteNoticesCollection } from '@/notices/constants'
import { queueNotice } from '@/notices/queue'

import { renderWeeklySummary } from './render'
import { dueSummaryWeek } from './schedule'

/** The notice key of one owner's summary of one week: the only record that it was queued. */
export const summaryNoticeKey = (week: string, userId: string | number) =>
  `summary:${week}:${userId}`

/** Owners who keep the summary on. */
async function subscribedOwners(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'users',
    // A comparison with an empty column is never true in SQL: the condition names the empty case.
    where: {
      and: [
        { role: { equals: 'owner' } },
        { or: [{ weeklySummary: { equals: true } }, { weeklySummary: { exists: false } }] },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** Of `keys`, those already held by a notice. */
async function keysQueued(payload: Payload, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const { docs } = await payload.find({
    collection: siteNoticesCollection,
    where: { key: { in: keys } },
    select: { key: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => doc.key))
}

/**
 * At `now`, the summary of the week as a notice to each owner still due it (sent by the notice's job, once per
 * key however many runs race here); none outside the sending day. Answers how many this run queued.
 */
export async function queueWeeklySummaries(
  payload: Payload,
  now: Date,
  timeZone: string,
): Promise<number> {
  const week = dueSummaryWeek(now, timeZone)
  if (!week) return 0
  const owners = await subscribedOwners(payload)
  const queued = await keysQueued(
    payload,
    owners.map((owner) => summaryNoticeKey(week, owner.id)),
  )
  let count = 0
  for (const owner of owners) {
    const key = summaryNoticeKey(week, owner.id)
    if (queued.has(key)) continue
    const summary = await renderWeeklySummary(payload, { weekStart: week, user: owner })
    if (await queueNotice(payload, { key, to: owner.email, ...summary })) count += 1
  }
  return count
}
