import { describe, expect, it } from 'vitest'

import { firstDayKept } from '@/jobs/removeOldVisits'
import { workingDayDue } from '@/leads/reminders/working-day'
import { siteDay } from '@/visits/recognise'
import { dueSummaryWeek } from '@/weekly-summary/schedule'

// Santiago's clocks jump from 00:00 to 01:00 on Sunday 8 September 2024 (-04 to -03), Havana's on Sunday
// 10 March 2024 (-05 to -04): those days have no midnight and last 23 hours.
const santiago = 'America/Santiago'
const havana = 'America/Havana'

describe('a day whose midnight the clocks skip', () => {
  it('begins at 01:00, so the day before ends then', () => {
    expect(siteDay(new Date('2024-09-07T12:00:00Z'), santiago)).toEqual({
      day: '2024-09-07',
      endsAt: Date.parse('2024-09-08T04:00:00Z'),
    })
    expect(siteDay(new Date('2024-09-08T03:59:59Z'), santiago).day).toBe('2024-09-07')
    expect(siteDay(new Date('2024-09-08T04:00:00Z'), santiago)).toEqual({
      day: '2024-09-08',
      endsAt: Date.parse('2024-09-09T03:00:00Z'),
    })
    expect(siteDay(new Date('2024-03-09T12:00:00Z'), havana).endsAt).toBe(
      Date.parse('2024-03-10T05:00:00Z'),
    )
  })

  it('keeps its own date when counting months back', () => {
    expect(firstDayKept(new Date('2024-09-08T03:59:59Z'), 1, santiago)).toBe('2024-08-07')
    expect(firstDayKept(new Date('2024-09-08T04:00:00Z'), 1, santiago)).toBe('2024-08-08')
  })

  it('moves the weekly summary of its week to Monday 8:00 on the new offset', () => {
    expect(dueSummaryWeek(new Date('2024-09-08T23:00:00Z'), santiago)).toBeUndefined()
    expect(dueSummaryWeek(new Date('2024-09-09T10:59:00Z'), santiago)).toBeUndefined()
    expect(dueSummaryWeek(new Date('2024-09-09T11:00:00Z'), santiago)).toBe('2024-09-02')
  })

  it('leaves the working hours around it at nine a day', () => {
    // Friday 16:30 -04 is due Monday 16:30 -03; Saturday 23:30 -04 is due Monday 17:00 -03.
    expect(workingDayDue(new Date('2024-09-06T20:30:00Z'), santiago).toISOString()).toBe(
      '2024-09-09T19:30:00.000Z',
    )
    expect(workingDayDue(new Date('2024-09-08T03:30:00Z'), santiago).toISOString()).toBe(
      '2024-09-09T20:00:00.000Z',
    )
  })
})
