import { describe, expect, it } from 'vitest'

import { ageOf } from '@/leads/admin/ReceivedCell'

describe('ageOf, the lead list on a phone', () => {
  const now = new Date('2026-11-28T15:00:00Z')
  const ago = (milliseconds: number) => ageOf(new Date(now.getTime() - milliseconds), now)

  it('reads in the largest whole unit that has passed', () => {
    expect(ago(30_000)).toBe('this minute')
    expect(ago(5 * 60_000)).toBe('5 min. ago')
    expect(ago(2 * 3_600_000 + 59 * 60_000)).toBe('2 hr. ago')
    expect(ago(26 * 3_600_000)).toBe('yesterday')
    expect(ago(3 * 86_400_000)).toBe('3 days ago')
  })
})
