import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rowsOf, weekBounds, type FiguresWindow } from './pipeline'

// Payload has no atomic insert-or-increment on a unique index and no sums over rows.

/** The source is the visitor's to name, so past this a day's new sources count as other. */
export const maxRowsPerDay = 300
export const otherSources = '(other sources)'

export type CountedView = { day: string; route: string; source: string; firstOfDay: boolean }

/** One statement on the unique index, so views arriving together need no lock. */
export async function countView(payload: Payload, { day, route, source, firstOfDay }: CountedView) {
  await rowsOf(
    payload,
    sql`insert into site_visits as visit (day, route, source, views, visitors)
      select ${day}, ${route},
        case when count(*) >= ${maxRowsPerDay} and count(*) filter (where route = ${route} and source = ${source}) = 0
          then ${otherSources} else ${source} end,
        1, ${firstOfDay ? 1 : 0}
      from site_visits where day = ${day}
      on conflict (day, route, source) do update
        set views = visit.views + 1, visitors = visit.visitors + excluded.visitors, updated_at = now()`,
  )
}

export type VisitRow = {
  week: string
  route: string
  source: string
  views: number
  visitors: number
}

export async function visitsByWeek(
  payload: Payload,
  now: Date,
  window: FiguresWindow,
): Promise<{ weeks: string[]; rows: VisitRow[] }> {
  const { currentWeek, firstWeek } = weekBounds(now, window)
  const today = sql`to_char(${now.toISOString()}::timestamptz at time zone ${window.timeZone}, 'YYYY-MM-DD')`
  const [weeks, rows] = await Promise.all([
    rowsOf<{ week: string }>(
      payload,
      sql`select to_char(generate_series(${firstWeek}, ${currentWeek}, '1 week'::interval), 'YYYY-MM-DD') as week`,
    ),
    rowsOf<VisitRow>(
      payload,
      sql`select to_char(date_trunc('week', day::date), 'YYYY-MM-DD') as week, route, source,
        sum(views)::int as views, sum(visitors)::int as visitors
        from site_visits
        where day >= to_char(${firstWeek}, 'YYYY-MM-DD') and day <= ${today}
        group by 1, 2, 3`,
    ),
  ])
  return { weeks: weeks.map((row) => row.week), rows }
}
