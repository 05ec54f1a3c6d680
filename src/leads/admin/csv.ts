import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

/**
 * A cell starting as a formula (some spreadsheets skip a tab or CR first) gets a leading
 * apostrophe, so a visitor's "=HYPERLINK(...)" shows as text instead of running.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text: string
  if (value === null || value === undefined) text = ''
  else if (Array.isArray(value)) text = value.map((item) => String(item)).join('; ')
  else if (value instanceof Date) text = value.toISOString()
  else if (typeof value === 'object') text = JSON.stringify(value)
  else text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown }

/** With a byte-order mark, which spreadsheets need to read UTF-8 right. */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/** A time as the business's wall clock reads it, so a lead of 10:32 PM stays on its own day. */
export const csvTime = (iso: string | null | undefined, timeZone: string) =>
  iso ? format(iso, 'yyyy-MM-dd HH:mm', { in: tz(timeZone) }) : ''
