import { describe, expect, it } from 'vitest'

import { csvCell } from '@/leads/admin/csv'

describe('csvCell on values a lead may hold', () => {
  it('writes a field that was never set as an empty cell, not the word "undefined"', () => {
    expect(csvCell(undefined)).toBe('""')
  })

  it('writes an object, such as the utm parameters, as readable JSON', () => {
    expect(csvCell({ utm_source: 'google', utm_medium: 'cpc' })).toBe(
      '"{""utm_source"":""google"",""utm_medium"":""cpc""}"',
    )
  })
})
