import { tz } from '@date-fns/tz'
import { addDays, isWeekend, setHours, startOfHour } from 'date-fns'

/** The team's working hours, by the wall clock of SITE_TIME_ZONE, Monday to Friday. */
const workingHours = { startHour: 8, endHour: 17 } as const

/** One working day: the hours from opening to closing. */
export const workingDayMs = (workingHours.endHour - workingHours.startHour) * 60 * 60 * 1000

/**
 * When a lead has waited one working day of the zone's working hours: arriving Friday 16:30 it is
 * due Monday 16:30; arriving out of hours or at the weekend, at the next working day's closing.
 */
export function workingDayDue(arrival: Date, timeZone: string): Date {
  // Stepped at noon and read at whole hours, never at a midnight a clock change can skip.
  const inZone = { in: tz(timeZone) }
  const at = (day: Date, hour: number) => +startOfHour(setHours(day, hour, inZone), inZone)
  const noon = setHours(arrival, 12, inZone)
  let remaining = workingDayMs
  // Any arrival finds a working day within three calendar days; the bound only guards the loop.
  for (let step = 0; step < 7; step += 1) {
    const day = addDays(noon, step, inZone)
    const start = Math.max(+arrival, at(day, workingHours.startHour))
    const end = at(day, workingHours.endHour)
    if (isWeekend(day, inZone) || start >= end) continue
    if (remaining <= end - start) return new Date(start + remaining)
    remaining -= end - start
  }
  throw new Error(`No working day found after ${arrival.toISOString()}`)
}
