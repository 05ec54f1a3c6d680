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

/** Month and day of a week's Monday given as a calendar date (YYYY-MM-DD), read at noon so no zone moves its day. */
export const formatWeek = (week: string) => weekLabel.format(new Date(`${week}T12:00:00Z`))

/** An arrival time as the business reads it: month, day and time in its own zone, with the zone named. */
export const formatArrival = (date: string) => arrivalLabel().format(new Date(date))

export const formatShare = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : 'none yet'
