import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { visitsByWeek } from '@/db/visits'
import {
  seriesBy,
  weeksShown,
  type FiguresWindow,
  type SourceOutcome,
  type WeeklySeries,
} from '@/leads/admin/pipeline/statistics'

/** A source's visitors and pages viewed beside the leads it brought and the jobs won of them. */
export type SourceConversion = SourceOutcome & { visitors: number; views: number }

export type VisitFigures = {
  weeks: string[]
  viewsByRoute: WeeklySeries[]
  visitorsBySource: WeeklySeries[]
  views: number
  visitors: number
  sources: SourceConversion[]
}

const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0)

/** Days are in SITE_TIME_ZONE, so a day's week is its calendar week. */
export async function visitFigures(
  payload: Payload,
  outcomes: SourceOutcome[],
  now = new Date(),
  window: Partial<FiguresWindow> = {},
): Promise<VisitFigures> {
  const fullWindow = { weeks: weeksShown, timeZone: serverEnv().SITE_TIME_ZONE, ...window }
  const { weeks, rows } = await visitsByWeek(payload, now, fullWindow)
  const views = rows.map((row) => ({ ...row, count: row.views }))
  const visitors = rows.map((row) => ({ ...row, count: row.visitors }))
  const same = (key: string) => key
  const visitorsBySource = seriesBy(visitors, weeks, (row) => row.source, same)
  const bySource = new Map<string, SourceConversion>()
  const sourceOf = (source: string) =>
    bySource.get(source) ?? { source, visitors: 0, views: 0, leads: 0, won: 0 }
  for (const row of rows) {
    const one = sourceOf(row.source)
    bySource.set(row.source, {
      ...one,
      visitors: one.visitors + row.visitors,
      views: one.views + row.views,
    })
  }
  for (const outcome of outcomes)
    bySource.set(outcome.source, {
      ...sourceOf(outcome.source),
      leads: outcome.leads,
      won: outcome.won,
    })
  return {
    weeks,
    viewsByRoute: seriesBy(views, weeks, (row) => row.route, same),
    visitorsBySource,
    views: total(views.map((row) => row.count)),
    visitors: total(visitors.map((row) => row.count)),
    sources: [...bySource.values()].sort(
      (a, b) => b.visitors - a.visitors || b.leads - a.leads || a.source.localeCompare(b.source),
    ),
  }
}
