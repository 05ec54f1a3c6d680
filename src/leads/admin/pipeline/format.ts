import { serverEnv } from '@/config/env'
import { localTime } from '@/lib/local-time'

export { formatDuration } from '@/lib/duration'

const weekLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})

/** Read at noon so no zone moves the day. */
export const formatWeek = (week: string) => weekLabel.format(new Date(`${week}T12:00:00Z`))

export const formatArrival = (date: string) =>
  localTime(date, serverEnv().SITE_TIME_ZONE, { weekday: false })

export const formatShare = (part: number, whole: number) =>
  whole ? `${Math.round((part / whole) * 100)}%` : 'none yet'
