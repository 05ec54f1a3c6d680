import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { pipelineRows, type FiguresWindow, type GroupRow } from '@/db/pipeline'
import type { User } from '@/payload-types'

import { urgentWaitLimitMs, type LeadCollection } from '@/leads/constants'
import { flaggedUrgencies, labelOf, serviceTypeOptions, type Urgency } from '@/leads/options'

/**
 * Weeks run Monday to Monday in SITE_TIME_ZONE, so a lead sent late on a Sunday counts in the week
 * the team lived it. Not `server-only`: job tasks read these figures in plain Node, too.
 */
export const weeksShown = 12

export { weekBounds } from '@/db/pipeline'
export type { FiguresWindow }

/** Listed as waiting too long: the wait after which the lead's owner is reminded by email too. */
export { urgentWaitLimitMs }

export const leadKindLabels = {
  'contact-submissions': 'Service requests',
  'package-purchases': 'Package requests',
} as const satisfies Record<LeadCollection, string>

/** The counts of one group, one per week, oldest first. */
export type WeeklySeries = { key: string; label: string; counts: number[] }

export type SourceOutcome = { source: string; leads: number; won: number }

export type UrgentLead = {
  id: string
  name: string
  urgency: Urgency
  createdAt: string
  href: string
}

export type PipelineFigures = {
  /** The Monday of each week shown, as a calendar date (YYYY-MM-DD), oldest first. */
  weeks: string[]
  byKind: WeeklySeries[]
  byOffering: WeeklySeries[]
  bySource: WeeklySeries[]
  /** Each source's leads in the window and how many of them are Won now, most leads first. */
  outcomesBySource: SourceOutcome[]
  /** Leads of the window, and how many of them are Won now. */
  total: number
  won: number
  /** Leads that have left New, and the median time from arrival to their first move. */
  moved: number
  medianMsToFirstMove: number | null
  /** Flagged service requests still New after the wait limit, whatever their week. */
  urgentWaiting: UrgentLead[]
}

const notGiven = 'Not given'

export function seriesBy<Row extends { week: string; count: number }>(
  rows: Row[],
  weeks: string[],
  keyOf: (row: Row) => string,
  labelOfKey: (key: string) => string,
): WeeklySeries[] {
  const byKey = new Map<string, number[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const counts = byKey.get(key) ?? weeks.map(() => 0)
    counts[weeks.indexOf(row.week)] += row.count
    byKey.set(key, counts)
  }
  const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0)
  return [...byKey]
    .map(([key, counts]) => ({ key, label: labelOfKey(key), counts }))
    .sort((a, b) => total(b.counts) - total(a.counts) || a.label.localeCompare(b.label))
}

function outcomesBySource(rows: GroupRow[]): SourceOutcome[] {
  const bySource = new Map<string, SourceOutcome>()
  for (const row of rows) {
    const outcome = bySource.get(row.source) ?? { source: row.source, leads: 0, won: 0 }
    outcome.leads += row.count
    outcome.won += row.won
    bySource.set(row.source, outcome)
  }
  return [...bySource.values()].sort(
    (a, b) => b.leads - a.leads || a.source.localeCompare(b.source),
  )
}

function offeringLabel(key: string): string {
  const [kind, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)]
  if (!value) return notGiven
  return kind === 'service' ? labelOf(serviceTypeOptions, value) : `Package: ${value}`
}

async function urgentWaiting(payload: Payload, user: User, now: Date): Promise<UrgentLead[]> {
  const { docs } = await payload.find({
    collection: 'contact-submissions',
    where: {
      status: { equals: 'new' },
      urgency: { in: [...flaggedUrgencies] },
      createdAt: { less_than_equal: new Date(now.getTime() - urgentWaitLimitMs).toISOString() },
    },
    sort: 'createdAt',
    select: { name: true, urgency: true, createdAt: true },
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return docs.map((lead) => ({
    id: lead.id,
    name: lead.name,
    urgency: lead.urgency as Urgency,
    createdAt: lead.createdAt,
    href: `/admin/collections/contact-submissions/${lead.id}`,
  }))
}

/** The urgent list is read with `user`'s access. */
export async function pipelineFigures(
  payload: Payload,
  user: User,
  now = new Date(),
  window: Partial<FiguresWindow> = {},
): Promise<PipelineFigures> {
  const fullWindow = { weeks: weeksShown, timeZone: serverEnv().SITE_TIME_ZONE, ...window }
  const [{ weeks, groups, summary }, waiting] = await Promise.all([
    pipelineRows(payload, now, fullWindow),
    urgentWaiting(payload, user, now),
  ])
  return {
    weeks,
    byKind: seriesBy(
      groups,
      weeks,
      (row) => row.kind,
      (key) => leadKindLabels[key as LeadCollection],
    ),
    byOffering: seriesBy(groups, weeks, (row) => row.offering, offeringLabel),
    bySource: seriesBy(
      groups,
      weeks,
      (row) => row.source,
      (key) => key,
    ),
    outcomesBySource: outcomesBySource(groups),
    total: summary.total,
    won: summary.won,
    moved: summary.moved,
    medianMsToFirstMove: summary.median_ms === null ? null : Number(summary.median_ms),
    urgentWaiting: waiting,
  }
}
