import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { pipelineRows, type FiguresWindow } from '@/db/pipeline'
import type { User } from '@/payload-types'

import { urgentWaitLimitMs, type LeadCollection } from '@/leads/constants'
import { leadKindLabels } from '@/leads/reminders/waiting'
import { flaggedUrgencies, labelOf, serviceTypeOptions } from '@/leads/options'

/**
 * Weeks run Monday to Monday in SITE_TIME_ZONE, so a lead sent late on a Sunday counts in the week
 * the team lived it. Not `server-only`: job tasks read these figures in plain Node, too.
 */
export const weeksShown = 12

/** The counts of one group, one per week, oldest first. */
export type WeeklySeries = { key: string; label: string; counts: number[] }

export type SourceOutcome = { source: string; leads: number; won: number }

export function seriesBy<Row extends { week: string; count: number }>(
  rows: Row[],
  weeks: string[],
  keyOf: (row: Row) => string,
  labelOfKey = (key: string) => key,
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

function offeringLabel(key: string): string {
  const [kind, value] = key.split(/:(.*)/)
  if (!value) return 'Not given'
  return kind === 'service' ? labelOf(serviceTypeOptions, value) : `Package: ${value}`
}

/** Flagged service requests still New after the wait limit, whatever their week. */
async function urgentWaiting(payload: Payload, user: User, now: Date) {
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
    ...lead,
    href: `/admin/collections/contact-submissions/${lead.id}`,
  }))
}

/**
 * Weeks are the Mondays shown (YYYY-MM-DD), oldest first; won counts the window's leads Won now;
 * moved counts those that have left New. The urgent list is read with `user`'s access.
 */
export async function pipelineFigures(
  payload: Payload,
  user: User,
  now = new Date(),
  window: Partial<FiguresWindow> = {},
) {
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
    bySource: seriesBy(groups, weeks, (row) => row.source),
    /** Each week and group's leads and how many are Won now, which visitFigures sums by source. */
    outcomes: groups.map(({ source, count, won }): SourceOutcome => ({
      source,
      leads: count,
      won,
    })),
    total: summary.total,
    won: summary.won,
    moved: summary.moved,
    medianMsToFirstMove: summary.median_ms === null ? null : Number(summary.median_ms),
    urgentWaiting: waiting,
  }
}
