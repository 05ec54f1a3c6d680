import { describe, expect, it } from 'vitest'

import { dueSummaryWeek } from '@/notices/weekly-summary/schedule'

const due = (now: string) => dueSummaryWeek(new Date(now), 'America/New_York')

describe('dueSummaryWeek', () => {
  it('is last week from Monday 8:00 in New York for a day', () => {
    expect(due('2026-11-23T12:59:00Z')).toBeUndefined() // Monday 07:59 EST
    expect(due('2026-11-23T13:00:00Z')).toBe('2026-11-16')
    expect(due('2026-11-24T12:59:00Z')).toBe('2026-11-16')
    expect(due('2026-11-24T13:00:00Z')).toBeUndefined()
  })

  it('follows the clock on the Monday after each daylight-saving change', () => {
    expect(due('2026-11-02T12:59:00Z')).toBeUndefined() // 07:59 EST
    expect(due('2026-11-02T13:00:00Z')).toBe('2026-10-26')
    expect(due('2026-03-09T11:59:00Z')).toBeUndefined() // 07:59 EDT
    expect(due('2026-03-09T12:00:00Z')).toBe('2026-03-02')
  })
})
