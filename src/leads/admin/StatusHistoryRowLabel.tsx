'use client'

import { useRowLabel } from '@payloadcms/ui'

import { historyRowLabel, type HistoryRow } from './history-label'

/** In the viewer's own time zone, as Payload shows the row's date field. */
export function StatusHistoryRowLabel() {
  const { data } = useRowLabel<HistoryRow>()
  return <span>{historyRowLabel(data)}</span>
}
