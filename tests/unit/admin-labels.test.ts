import { describe, expect, it } from 'vitest'

import { cellFormats } from '@/components/admin/FormattedCell'
import { historyRowLabel } from '@/leads/admin/history-label'

describe('values in the admin read as the site shows them', () => {
  it('prints a package price in dollars and Most Popular as Yes or No', () => {
    expect(cellFormats.dollars(1200)).toBe('$1,200')
    expect(cellFormats.dollars(null)).toBe('')
    expect(cellFormats.yesNo(true)).toBe('Yes')
    expect(cellFormats.yesNo(false)).toBe('No')
  })

  it('names a status history row by its status and time, not its number', () => {
    expect(
      historyRowLabel(
        { status: 'contacted', changedAt: '2026-03-03T19:15:00.000Z' },
        'America/New_York',
      ),
    ).toBe('Contacted · Mar 3, 2026, 2:15 PM')
    expect(historyRowLabel({ status: 'won' })).toBe('Won')
    expect(historyRowLabel(undefined)).toBe('Status change')
  })
})
