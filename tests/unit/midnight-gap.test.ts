import { afterEach, describe, expect, it } from 'vitest'

import { firstDayKept } from '@/visits/tasks/removeOldVisits'
import { workingDayDue } from '@/leads/reminders/working-day'
import { siteDay } from '@/visits/recognise'
import { dueSummaryWeek } from '@/notices/weekly-summary/schedule'

// Clocks jump from 00:00 to 01:00 in Santiago on Sunday 8 September 2024 (-04 to -03), in Havana on Sunday
// 10 March 2024 (-05 to -04) and in Beirut on Sunday 31 March 2024 (+02 to +03): those days have no midnight.
const santiago = 'America/Santiago'
const havana = 'America/Havana'
const beirut = 'Asia/Beirut'
const at = (iso: string) => new Date(iso)
const minute = (date: Date | number) => new Date(date).toISOString().slice(0, 16)
const ends = (iso: string, zone: string) => minute(siteDay(at(iso), zone).endsAt)
const due = (iso: string) => minute(workingDayDue(at(iso), santiago))
const kept = (iso: string) => firstDayKept(at(iso), 1, santiago)
const summary = (iso: string) => dueSummaryWeek(at(iso), santiago)

/** Each case: what the code gives, then what it should give (instants in UTC). */
const cases = (): Record<string, [unknown, unknown]> => ({
  'Santiago: 7 Sep ends at 01:00 -03': [ends('2024-09-07T12:00Z', santiago), '2024-09-08T04:00'],
  'Santiago: 8 Sep ends at 00:00 -03': [ends('2024-09-08T04:00Z', santiago), '2024-09-09T03:00'],
  'Santiago: 00:59 -04 is 7 Sep': [siteDay(at('2024-09-08T03:59:59Z'), santiago).day, '2024-09-07'],
  'Santiago: 01:00 -03 is 8 Sep': [siteDay(at('2024-09-08T04:00Z'), santiago).day, '2024-09-08'],
  'Havana: 9 Mar ends at 01:00 -04': [ends('2024-03-09T12:00Z', havana), '2024-03-10T05:00'],
  'Havana: 10 Mar ends at 00:00 -04': [ends('2024-03-10T12:00Z', havana), '2024-03-11T04:00'],
  'Beirut: 30 Mar ends at 01:00 +03': [ends('2024-03-30T12:00Z', beirut), '2024-03-30T22:00'],
  'Beirut: 31 Mar ends at 00:00 +03': [ends('2024-03-31T12:00Z', beirut), '2024-03-31T21:00'],
  'Santiago: a month before 7 Sep': [kept('2024-09-08T03:59:59Z'), '2024-08-07'],
  'Santiago: a month before 8 Sep': [kept('2024-09-08T04:00Z'), '2024-08-08'],
  'Santiago: no summary on Sunday night': [summary('2024-09-08T23:00Z'), undefined],
  'Santiago: no summary at Monday 7:59': [summary('2024-09-09T10:59Z'), undefined],
  'Santiago: summary at Monday 8:00 -03': [summary('2024-09-09T11:00Z'), '2024-09-02'],
  // Friday 16:30 -04 is due Monday 16:30 -03; Saturday 23:30 -04 is due Monday 17:00 -03.
  'Santiago: due after Friday 16:30': [due('2024-09-06T20:30Z'), '2024-09-09T19:30'],
  'Santiago: due after Saturday 23:30': [due('2024-09-08T03:30Z'), '2024-09-09T20:00'],
})
const column = (i: 0 | 1) =>
  Object.fromEntries(Object.entries(cases()).map(([name, pair]) => [name, pair[i]]))

// Node rereads process.env.TZ when it is set, so each run below has another host zone: dates in the site's
// zone must not lean on it.
const hostZone = process.env.TZ
afterEach(() => {
  if (hostZone === undefined) delete process.env.TZ
  else process.env.TZ = hostZone
})

describe('a day whose midnight the clocks skip', () => {
  it.each([
    ['UTC', 0],
    ['America/New_York', 300],
    ['Asia/Tokyo', -540],
  ])('begins at 01:00 and moves summaries and working hours, on a host in %s', (zone, offset) => {
    process.env.TZ = zone
    expect(new Date(0).getTimezoneOffset()).toBe(offset)
    expect(column(0)).toEqual(column(1))
  })
})
