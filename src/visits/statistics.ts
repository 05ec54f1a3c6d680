import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import type { FiguresWindow } from '@/db/pipeline'
import { visitsByWeek } from '@/db/visits'
import {
  seriesBy,
  weeksShown,
  type SourceOutcome,
  type WeeklySeries,
} from '@/leads/admin/pipeline/statistics'

/** A source's visitors and pages viewed beside the leads it brought and the jobs won of them. */
type SourceConversion = SourceOutcome & { visitors: number; views: number }

export type VisitFigures = {
  weeks: string[]
  viewsByRoute: WeeklySeries[]
  visitorsBySource: WeeklySeries[]
  views: number
  visitors: number
  sources: SourceConversion[]
}

/** Days are in SITE_TIME_ZONE, so a day's week is its calendar week; outcomes add up by source. */
export async function visitFigures(
  payload: Payload,
  outcomes: SourceOutcome[],
  now = new Date(),
  window: Partial<FiguresWindow> = {},
): Promise<VisitFigures> {
  const fullWindow = { weeks: weeksShown, timeZone: serverEnv().SITE_TIME_ZONE, ...window }
  const { weeks, rows } = await visitsByWeek(payload, now, fullWindow)
  const bySource = new Map<string, SourceConversion>()
  const sourceOf = (source: string) => {
    const one = bySource.get(source) ?? { source, visitors: 0, views: 0, leads: 0, won: 0 }
    bySource.set(source, one)
    return one
  }
  for (const row of rows) {
    const one = sourceOf(row.source)
    one.visitors += row.visitors
    one.views += row.views
  }
  for (const { source, leads, won } of outcomes) {
    const one = sourceOf(source)
    one.leads += leads
    one.won += won
  }
  const counted = (count: 'views' | 'visitors') =>
    rows.map((row) => ({ ...row, count: row[count] }))
  return {
    weeks,
    viewsByRoute: seriesBy(counted('views'), weeks, (row) => row.route),
    visitorsBySource: seriesBy(counted('visitors'), weeks, (row) => row.source),
    views: rows.reduce((sum, row) => sum + row.views, 0),
    visitors: rows.reduce((sum, row) => sum + row.visitors, 0),
    sources: [...bySource.values()].sort(
      (a, b) => b.visitors - a.visitors || b.leads - a.leads || a.source.localeCompare(b.source),
    ),
  }
}
