import { describe, expect, it } from 'vitest'

import { workingDayDue } from '@/leads/reminders/working-day'

const newYork = 'America/New_York'
const due = (arrival: string) => workingDayDue(new Date(arrival), newYork).toISOString()

describe('workingDayDue in New York', () => {
  it('is the same time the next working day for a lead arriving in working hours', () => {
    // Tuesday 10:15 EST.
    expect(due('2026-11-24T15:15:00Z')).toBe('2026-11-25T15:15:00.000Z')
  })

  it('carries Friday afternoon over the weekend: Friday 16:30 is due Monday 16:30', () => {
    expect(due('2026-11-20T21:30:00Z')).toBe('2026-11-23T21:30:00.000Z')
  })

  it('starts the clock at Monday opening for a weekend lead: due Monday 17:00', () => {
    expect(due('2026-11-21T15:00:00Z')).toBe('2026-11-23T22:00:00.000Z')
    // Sunday 23:30 EST is still the weekend.
    expect(due('2026-11-23T04:30:00Z')).toBe('2026-11-23T22:00:00.000Z')
  })

  it('starts the clock at the next opening for an evening or early-morning lead', () => {
    // Tuesday 20:00 EST, then Wednesday 06:00 EST: both due Wednesday 17:00.
    expect(due('2026-11-25T01:00:00Z')).toBe('2026-11-25T22:00:00.000Z')
    expect(due('2026-11-25T11:00:00Z')).toBe('2026-11-25T22:00:00.000Z')
  })

  it('counts the opening and the closing minute as the day they belong to', () => {
    // Monday 08:00 EST has the whole day ahead; Monday 17:00 EST has none left.
    expect(due('2026-11-23T13:00:00Z')).toBe('2026-11-23T22:00:00.000Z')
    expect(due('2026-11-23T22:00:00Z')).toBe('2026-11-24T22:00:00.000Z')
  })

  it('keeps the wall clock across the autumn change (Sunday 1 November 2026): 73 hours from Friday 16:30 EDT', () => {
    expect(due('2026-10-30T20:30:00Z')).toBe('2026-11-02T21:30:00.000Z')
    // Saturday 31 October EDT: Monday 17:00 EST.
    expect(due('2026-10-31T16:00:00Z')).toBe('2026-11-02T22:00:00.000Z')
  })

  it('keeps the wall clock across the spring change (Sunday 8 March 2026): 71 hours from Friday 16:30 EST', () => {
    expect(due('2026-03-06T21:30:00Z')).toBe('2026-03-09T20:30:00.000Z')
    // Saturday 7 March 23:00 EST: Monday 17:00 EDT.
    expect(due('2026-03-08T04:00:00Z')).toBe('2026-03-09T21:00:00.000Z')
  })

  it('follows the zone it is given', () => {
    // Friday 16:30 in Berlin (CET) is Friday 10:30 in New York: due Monday 16:30 CET.
    expect(workingDayDue(new Date('2026-11-20T15:30:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-11-23T15:30:00.000Z',
    )
  })
})
