import { serverEnv } from '@/config/env'

export { formatDuration } from '@/lib/duration'

const weekLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const arrivalLabel = () =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: serverEnv().SITE_TIME_ZONE,
    timeZoneName: 'short',
  })

/** Read at noon so no zone moves the day. */
export const formatWeek = (week: string) => weekLabel.format(new Date(`${week}T12:00:00Z`))

export const formatArrival = (date: string) => arrivalLabel().format(new Date(date))

export const formatShare = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : 'none yet'
