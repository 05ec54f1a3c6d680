import { tz } from '@date-fns/tz'
import { format, subMonths } from 'date-fns'
import type { Payload, TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { siteVisitsCollection } from '@/visits/constants'

/** The first day kept: `months` calendar months before today in `timeZone` (YYYY-MM-DD). */
export function firstDayKept(now: Date, months: number, timeZone: string): string {
  const inZone = { in: tz(timeZone) }
  return format(subMonths(now, months, inZone), 'yyyy-MM-dd', inZone)
}

export async function removeVisitsBefore(payload: Payload, firstDay: string): Promise<number> {
  const { docs, errors } = await payload.delete({
    collection: siteVisitsCollection,
    where: { day: { less_than: firstDay } },
    overrideAccess: true,
    depth: 0,
  })
  for (const error of errors)
    payload.logger.error({ msg: `Could not remove visit count ${error.id}: ${error.message}` })
  return docs.length
}

export const removeOldVisits: TaskConfig<{
  input: Record<string, never>
  output: { removed: number }
}> = {
  slug: 'removeOldVisits',
  label: 'Remove visit counts older than VISITS_KEEP_MONTHS',
  // By the server's clock: Payload's cron knows no time zone.
  schedule: [{ cron: '0 40 4 * * *', queue: 'default' }],
  handler: async ({ req: { payload } }) => {
    const env = serverEnv()
    const firstDay = firstDayKept(new Date(), env.VISITS_KEEP_MONTHS, env.SITE_TIME_ZONE)
    return { output: { removed: await removeVisitsBefore(payload, firstDay) } }
  },
}
