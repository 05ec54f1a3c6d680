import type { TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { queueLeadRemindersTask } from '@/leads/constants'
import { queueDueReminders } from '@/leads/reminders/due'

/** Every five minutes: the reminders that fell due since, each queued once. */
export const queueLeadReminders: TaskConfig<{
  input: Record<string, never>
  output: { queued: number }
}> = {
  slug: queueLeadRemindersTask,
  label: 'Queue the reminders of leads left New',
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  handler: async ({ req: { payload } }) => ({
    output: { queued: await queueDueReminders(payload, new Date(), serverEnv().SITE_TIME_ZONE) },
  }),
}
