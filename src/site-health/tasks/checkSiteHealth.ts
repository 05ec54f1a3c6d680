import type { TaskConfig } from 'payload'

import { runSiteHealthChecks } from '@/site-health/run'

/**
 * A scheduled job, so with several servers one runs it per minute; the checks' conditional update
 * keeps overlapping runs from alerting twice.
 */
export const checkSiteHealth: TaskConfig<{ input: object; output: object }> = {
  slug: 'checkSiteHealth',
  label: 'Check the site',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  // A failed run is simply the next minute's.
  retries: 0,
  handler: async ({ req: { payload } }) => {
    await runSiteHealthChecks(payload)
    return { output: {} }
  },
}
