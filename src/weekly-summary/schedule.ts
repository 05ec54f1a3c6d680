import { addDays, instantOf, isoDateOf, wallTimeOf, weekdayOf } from '@/lib/zoned-time'

const hourMs = 60 * 60 * 1000

/** The summary goes out at Monday 8:00 in SITE_TIME_ZONE. */
export const summarySendHour = 8

/**
 * Late by more than this (the server was down all Monday), a week's summary is skipped: last week's figures
 * on a Wednesday would read as this week's.
 */
export const summaryLateLimitMs = 24 * hourMs

/** The week (its Monday, YYYY-MM-DD) whose summary is due at `now`, or undefined outside the sending day. */
export function dueSummaryWeek(now: Date, timeZone: string): string | undefined {
  const today = wallTimeOf(now, timeZone)
  let monday = addDays(today, 1 - weekdayOf(today))
  let sendAt = instantOf({ ...monday, msOfDay: summarySendHour * hourMs }, timeZone)
  if (now < sendAt) {
    monday = addDays(monday, -7)
    sendAt = instantOf({ ...monday, msOfDay: summarySendHour * hourMs }, timeZone)
  }
  if (now.getTime() - sendAt.getTime() >= summaryLateLimitMs) return undefined
  return isoDateOf(addDays(monday, -7))
}
