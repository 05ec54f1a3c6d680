/**
 * The site's checks of itself, by name and by what the owner reads. One list: the state collection's
 * options, the checks run, the alert emails, the banner and /api/health all take it from here.
 */
export const siteChecks = [
  { value: 'emailDelivery', label: 'Email delivery' },
  { value: 'backups', label: 'Nightly backups' },
  { value: 'disk', label: 'Disk space' },
  { value: 'jobs', label: 'Background tasks' },
  { value: 'servers', label: 'Shared servers' },
] as const

export type SiteCheckName = (typeof siteChecks)[number]['value']

export const siteCheckLabel = (name: string) =>
  siteChecks.find((check) => check.value === name)?.label ?? name

/** The collection holding each check's state, one row per check. */
export const siteHealthCollection = 'site-health-checks'

/** The job task that runs every check (src/jobs/checkSiteHealth.ts), scheduled every minute. */
export const checkSiteHealthTask = 'checkSiteHealth'

/** The admin view that lists each check (src/components/admin/site-health/). */
export const siteHealthViewPath = '/site-health'

export const checkStatuses = [
  { value: 'ok', label: 'Working' },
  { value: 'failing', label: 'Failing' },
] as const
