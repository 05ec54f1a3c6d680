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

export const siteHealthCollection = 'site-health-checks'

export const siteHealthViewPath = '/site-health'
