import { tz } from '@date-fns/tz'
import { format, setHours, setISODay, startOfHour, subWeeks } from 'date-fns'

/** The summary goes out at Monday 8:00 in SITE_TIME_ZONE. */
const summarySendHour = 8

/** Later than this, a summary is skipped: on a Wednesday last week's would read as this week's. */
const summaryLateLimitMs = 24 * 60 * 60 * 1000

/** The Monday whose summary is due at `now`; undefined outside the sending day. */
export function dueSummaryWeek(now: Date, timeZone: string): string | undefined {
  // Set to the hour, then moved to Monday: a clock change can skip a midnight, never 8:00.
  const inZone = { in: tz(timeZone) }
  const eight = startOfHour(setHours(now, summarySendHour, inZone), inZone)
  const thisMonday = setISODay(eight, 1, inZone)
  const sendAt = now < thisMonday ? subWeeks(thisMonday, 1, inZone) : thisMonday
  if (+now - +sendAt >= summaryLateLimitMs) return undefined
  return format(subWeeks(sendAt, 1, inZone), 'yyyy-MM-dd', inZone)
}
