import { addDays, instantOf, wallTimeOf, weekdayOf, type CalendarDate } from '@/lib/zoned-time'

/** The team's working hours, by the wall clock of SITE_TIME_ZONE, Monday to Friday. */
export const workingHours = { startHour: 8, endHour: 17 } as const

const hourMs = 60 * 60 * 1000
const dayStartMs = workingHours.startHour * hourMs
const dayEndMs = workingHours.endHour * hourMs
/** One working day: the hours from opening to closing. */
export const workingDayMs = dayEndMs - dayStartMs

const isWorkingDay = (date: CalendarDate) => weekdayOf(date) <= 5

/**
 * When a lead that arrived at `arrival` has waited one working day: the working hours left on its day,
 * then the next working days' hours until they add up to one day. Arriving Friday 16:30 it is due Monday
 * 16:30; arriving in the evening or at the weekend, the clock starts at the next opening, so it is due at
 * the following closing. Hours are counted on the wall clock, which a daylight-saving change (at night)
 * leaves at nine a day.
 */
export function workingDayDue(arrival: Date, timeZone: string): Date {
  const wall = wallTimeOf(arrival, timeZone)
  let date: CalendarDate = wall
  let from = wall.msOfDay
  let remaining = workingDayMs
  // A working day is found within three calendar days of any arrival; the bound only guards the loop.
  for (let step = 0; step < 7; step += 1) {
    const start = Math.max(from, dayStartMs)
    if (isWorkingDay(date) && start < dayEndMs) {
      if (remaining <= dayEndMs - start)
        return instantOf({ ...date, msOfDay: start + remaining }, timeZone)
      remaining -= dayEndMs - start
    }
    date = addDays(date, 1)
    from = 0
  }
  throw new Error(`No working day found after ${arrival.toISOString()}`)
}
