import type { TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { queueWeeklySummaries as queueDue } from '@/notices/weekly-summary/queue'

/** Run often, since Payload's cron knows no zone: the hour is checked in SITE_TIME_ZONE. */
export const queueWeeklySummaries: TaskConfig<{
  input: Record<string, never>
  output: { queued: number }
}> = {
  slug: 'queueWeeklySummaries',
  label: 'Queue the Monday summaries',
  schedule: [{ cron: '30 */5 * * * *', queue: 'default' }],
  handler: async ({ req: { payload } }) => ({
    output: { queued: await queueDue(payload, new Date(), serverEnv().SITE_TIME_ZONE) },
  }),
}
