import { localTime } from '@/lib/local-time'
import { failing, working, type SiteCheck } from '../types'

export const restartTheSite =
  "Restart the site. If this stays, check that JOBS_AUTORUN is on in the server's settings, or that the job runner (npm run jobs:run) is running."

export const jobsCheck: SiteCheck = async ({ payload, env, now }) => {
  const due = new Date(now.getTime() - env.ALERT_EMAIL_DELAY_MINUTES * 60_000).toISOString()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
        {
          or: [
            { waitUntil: { less_than: due } },
            { and: [{ waitUntil: { exists: false } }, { createdAt: { less_than: due } }] },
          ],
        },
      ],
    },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const oldest = docs[0]
  if (!oldest) return working
  return failing(
    `The site's background tasks are not running, so emails to customers and staff are not sent. Detail: the oldest task has waited since ${localTime(oldest.waitUntil ?? oldest.createdAt, env.SITE_TIME_ZONE)}.`,
    restartTheSite,
  )
}
