import type { CollectionBeforeChangeHook } from 'payload'

type HistoryEntry = { status?: string | null; changedBy?: unknown; changedAt?: string | null }
type Lead = { id: string; status?: string | null; statusHistory?: HistoryEntry[] | null }

/** The history itself cannot be written by a request. */
export const recordStatusChange: CollectionBeforeChangeHook<Lead> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !data.status || data.status === originalDoc?.status) return data
  data.statusHistory = [
    ...(originalDoc?.statusHistory ?? []),
    { status: data.status, changedBy: req.user?.id ?? null, changedAt: new Date().toISOString() },
  ]
  return data
}
