import type { Payload, TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { siteNoticesCollection } from '@/notices/constants'
import { queueNotice } from '@/notices/queue'
import { renderWeeklySummary } from '@/notices/weekly-summary/render'
import { dueSummaryWeek } from '@/notices/weekly-summary/schedule'

/** Once per notice key however many runs race here; none outside the sending day. */
export async function queueDueSummaries(payload: Payload, now: Date, timeZone: string) {
  const week = dueSummaryWeek(now, timeZone)
  if (!week) return 0
  const { docs: owners } = await payload.find({
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
  let count = 0
  for (const owner of owners) {
    // The notice's key is the only record that this owner's summary of this week was queued.
    const key = `summary:${week}:${owner.id}`
    const queued = await payload.count({
      collection: siteNoticesCollection,
      where: { key: { equals: key } },
      overrideAccess: true,
    })
    if (queued.totalDocs > 0) continue
    const summary = await renderWeeklySummary(payload, { weekStart: week, user: owner })
    if (await queueNotice(payload, { key, to: owner.email, ...summary })) count += 1
  }
  return count
}

/** Run often, since Payload's cron knows no zone: the hour is checked in SITE_TIME_ZONE. */
export const queueWeeklySummaries: TaskConfig<{
  input: Record<string, never>
  output: { queued: number }
}> = {
  slug: 'queueWeeklySummaries',
  label: 'Queue the Monday summaries',
  schedule: [{ cron: '30 */5 * * * *', queue: 'default' }],
  handler: async ({ req: { payload } }) => ({
    output: { queued: await queueDueSummaries(payload, new Date(), serverEnv().SITE_TIME_ZONE) },
  }),
}
