import { describe, expect, it } from 'vitest'

import { formatRelativeDate } from '@/lib/relative-date'

const now = new Date('2025-06-15T12:00:00Z')
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)

describe('formatRelativeDate', () => {
  it.each([
    [0, 'today'],
    [1, 'yesterday'],
    [3, '3 days ago'],
    [7, '1 week ago'],
    [14, '2 weeks ago'],
    [35, '1 month ago'],
    [70, '2 months ago'],
    [400, '1 year ago'],
    [800, '2 years ago'],
  ])('%i days before reads "%s"', (days, expected) => {
    expect(formatRelativeDate(daysBefore(days), now)).toBe(expected)
  })

  it('reads less than a day ago as today', () => {
    expect(formatRelativeDate(new Date(now.getTime() - 5 * 60 * 60 * 1000), now)).toBe('today')
  })

  it('accepts the ISO string Payload stores', () => {
    expect(formatRelativeDate(daysBefore(14).toISOString(), now)).toBe('2 weeks ago')
  })

  it('reads a future date forward rather than as the past', () => {
    expect(formatRelativeDate(new Date(now.getTime() + 14 * 24 * 60 * 60 * 1000), now)).toBe(
      'in 2 weeks',
    )
  })

  it('returns an empty string for an unreadable date', () => {
    expect(formatRelativeDate('not a date', now)).toBe('')
  })
})
