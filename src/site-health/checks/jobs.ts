import { failing, working, type SiteCheck } from '../types'

export const jobsCheck: SiteCheck = {
  name: 'jobs',
  run: async ({ payload, env, now }) => {
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
      `Background tasks (sending emails, clean-ups) are not running: one has waited since ${oldest.waitUntil ?? oldest.createdAt}.`,
      "Restart the site. If this stays, check that JOBS_AUTORUN is on in the server's settings, or that the job runner (npm run jobs:run) is running.",
    )
  },
}
