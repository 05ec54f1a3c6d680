import { labelOf, leadStatusOptions } from '../options'

export type HistoryRow = { status?: string | null; changedAt?: string | null }

/** "Contacted · Mar 3, 2026, 2:15 PM" instead of Payload's numbered "Status History 01". */
export function historyRowLabel(row: HistoryRow | undefined, timeZone?: string): string {
  const status = labelOf(leadStatusOptions, row?.status) || 'Status change'
  if (!row?.changedAt) return status
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(row.changedAt))
  return `${status} · ${when}`
}
