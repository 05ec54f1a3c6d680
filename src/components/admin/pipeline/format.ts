import { businessTimeZone } from '@/leads/admin/pipeline/figures'

const weekLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const arrivalLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: businessTimeZone,
  timeZoneName: 'short',
})

/** Month and day of a week's Monday given as a calendar date (YYYY-MM-DD), read at noon so no zone moves its day. */
export const formatWeek = (week: string) => weekLabel.format(new Date(`${week}T12:00:00Z`))

/** An arrival time as the business reads it: month, day and time in its own zone, with the zone named. */
export const formatArrival = (date: string) => arrivalLabel.format(new Date(date))

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

const both = (large: number, largeUnit: string, small: number, smallUnit: string) =>
  small ? `${plural(large, largeUnit)} ${plural(small, smallUnit)}` : plural(large, largeUnit)

/** A wait as the team would say it: in its two largest units (days and hours, hours and minutes) or in minutes. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes < 60) return plural(minutes, 'minute')
  if (minutes < 24 * 60) return both(Math.floor(minutes / 60), 'hour', minutes % 60, 'minute')
  const hours = Math.round(minutes / 60)
  return both(Math.floor(hours / 24), 'day', hours % 24, 'hour')
}

export const formatShare = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : 'none yet')
