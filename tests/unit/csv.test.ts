import { describe, expect, it } from 'vitest'

import { csvCell, csvTime, toCsv } from '@/leads/admin/csv'

describe('csvCell', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['+1 352 555 0142', `"'+1 352 555 0142"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a cell that could run as a formula: %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected)
  })

  it('quotes commas, quotes and line breaks and leaves plain text alone', () => {
    expect(csvCell('Smith, "Bob"\nline two')).toBe('"Smith, ""Bob""\nline two"')
    expect(csvCell('Jane Doe')).toBe('"Jane Doe"')
  })

  it('writes empty values, lists and dates readably', () => {
    expect(csvCell(null)).toBe('""')
    expect(csvCell(['PC/Mac Repair', 'Network/Wi-Fi'])).toBe('"PC/Mac Repair; Network/Wi-Fi"')
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('"2026-01-02T03:04:05.000Z"')
  })
})

describe('toCsv', () => {
  it('writes a header row and one row per record, CRLF-separated, with a BOM', () => {
    const csv = toCsv(
      [{ header: 'Name', value: (row: { name: string }) => row.name }],
      [{ name: '=cmd' }, { name: 'Ann' }],
    )
    expect(csv).toBe('\uFEFF"Name"\r\n"\'=cmd"\r\n"Ann"\r\n')
  })
})

describe('csvTime', () => {
  it("writes the business's local date and time, so a late-evening lead stays on its day", () => {
    expect(csvTime('2026-11-28T03:32:55.461Z', 'America/New_York')).toBe('2026-11-27 22:32')
    expect(csvTime('2026-07-04T16:05:00.000Z', 'America/New_York')).toBe('2026-07-04 12:05')
    expect(csvTime('2026-11-28T03:32:55.461Z', 'America/Los_Angeles')).toBe('2026-11-27 19:32')
  })

  it('leaves a missing time empty', () => {
    expect(csvTime(null, 'America/New_York')).toBe('')
    expect(csvTime(undefined, 'America/New_York')).toBe('')
  })
})
