import type { TaskConfig } from 'payload'

import { checkSiteHealthTask } from '@/site-health/constants'
import { runSiteHealthChecks } from '@/site-health/run'

/**
 * The site's checks of itself, every minute. A scheduled job, so with several servers one of them runs it
 * per minute (the runner's handleSchedules queues it once while none waits); the checks' conditional
 * update keeps two runs that overlap from alerting twice.
 */
export const checkSiteHealth: TaskConfig<{ input: object; output: object }> = {
  slug: checkSiteHealthTask,
  label: 'Check the site',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  // A failed run is simply the next minute's.
  retries: 0,
  handler: async ({ req: { payload } }) => {
    await runSiteHealthChecks(payload)
    return { output: {} }
  },
}
