import type { Payload } from 'payload'

import { siteNoticesCollection } from '@/notices/constants'
import { queueNotice } from '@/notices/queue'

import { renderWeeklySummary } from './render'
import { dueSummaryWeek } from './schedule'

/** The only record that one owner's summary of one week was queued. */
export const summaryNoticeKey = (week: string, userId: string | number) =>
  `summary:${week}:${userId}`

async function subscribedOwners(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'users',
    // A comparison with a NULL column is never true in SQL, so the empty case is named.
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

/** Once per notice key however many runs race here; none outside the sending day. */
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
