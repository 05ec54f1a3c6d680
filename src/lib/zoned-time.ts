/**
 * Wall-clock times in a named time zone (SITE_TIME_ZONE), through Intl only: the server's own zone is
 * whatever its host says (UTC in a container), so nothing here reads it.
 */

/** A calendar day, month 1-12. */
export type CalendarDate = { year: number; month: number; day: number }

/** A wall-clock time: its day, and the milliseconds since that day's midnight as the clock shows them. */
export type WallTime = CalendarDate & { msOfDay: number }

const hourMs = 60 * 60 * 1000

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Whether Intl knows the zone (a setting is checked with this before the server starts). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone)
    return true
  } catch {
    return false
  }
}

/** What a clock in `timeZone` shows at `instant`. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  )
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    msOfDay:
      parts.hour * hourMs +
      parts.minute * 60_000 +
      parts.second * 1000 +
      instant.getUTCMilliseconds(),
  }
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, 0, 0, 0, wall.msOfDay)

/** The zone's offset from UTC at `instant`, in milliseconds (negative west of Greenwich). */
const offsetAt = (instant: number, timeZone: string) =>
  asUtc(wallTimeOf(new Date(instant), timeZone)) - instant

/**
 * The instant a clock in `timeZone` shows `wall`. The offset is taken twice, the second time at the first
 * guess, so a wall time just after a daylight-saving change gets the offset in force then.
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const local = asUtc(wall)
  const guess = local - offsetAt(local, timeZone)
  return new Date(local - offsetAt(guess, timeZone))
}

/** The calendar day `days` after `date` (before it when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() }
}

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export function weekdayOf(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7
}

/** YYYY-MM-DD. */
export const isoDateOf = (date: CalendarDate) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`

export function parseIsoDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return undefined
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
  return isoDateOf(addDays(date, 0)) === value ? date : undefined
}
