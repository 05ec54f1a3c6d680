import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rowsOf, weekBounds, type FiguresWindow } from './pipeline'

// Payload has no atomic insert-or-increment on a unique index and no sums over rows.

/** The source is the visitor's to name, so past this a day's new sources count as other. */
export const maxRowsPerDay = 300
export const otherSources = '(other sources)'

export type CountedView = { day: string; route: string; source: string; firstOfDay: boolean }

type Waiting = { view: CountedView; resolve: () => void; reject: (error: unknown) => void }
let waiting: Waiting[] = []
let writing = false

/**
 * Views that arrive while a statement is in flight are written together by the next one: a burst
 * takes one connection and a few statements, and leads and pages keep the rest of the pool.
 */
export function countView(payload: Payload, view: CountedView): Promise<void> {
  const written = new Promise<void>((resolve, reject) => waiting.push({ view, resolve, reject }))
  if (!writing) void writeWaiting(payload)
  return written
}

async function writeWaiting(payload: Payload) {
  writing = true
  while (waiting.length > 0) {
    const batch = waiting
    waiting = []
    for (const day of new Set(batch.map(({ view }) => view.day))) {
      const ofDay = batch.filter(({ view }) => view.day === day)
      try {
        await writeDay(
          payload,
          day,
          ofDay.map(({ view }) => view),
        )
        for (const { resolve } of ofDay) resolve()
      } catch (error) {
        for (const { reject } of ofDay) reject(error)
      }
    }
  }
  writing = false
}

/** One statement on the unique index; a new source past the day's cap counts as other sources. */
async function writeDay(payload: Payload, day: string, views: CountedView[]) {
  await rowsOf(
    payload,
    sql`with incoming as (
        select route, source, count(*)::int as views,
          count(*) filter (where "firstOfDay")::int as visitors,
          exists (
            select 1 from site_visits known
            where known.day = ${day} and known.route = view.route and known.source = view.source
          ) as known
        from jsonb_to_recordset(${JSON.stringify(views)}::jsonb)
          as view(route text, source text, "firstOfDay" boolean)
        group by route, source
      ), named as (
        select route, views, visitors,
          case when known or (select count(*) from site_visits where day = ${day})
            + row_number() over (partition by known order by views desc) <= ${maxRowsPerDay}
          then source else ${otherSources} end as source
        from incoming
      )
      insert into site_visits as visit (day, route, source, views, visitors)
      select ${day}, route, source, sum(views)::int, sum(visitors)::int from named group by route, source
      on conflict (day, route, source) do update
        set views = visit.views + excluded.views, visitors = visit.visitors + excluded.visitors,
          updated_at = now()`,
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
  const { firstWeek, allWeeks } = weekBounds(now, window)
  const today = sql`to_char(${now.toISOString()}::timestamptz at time zone ${window.timeZone}, 'YYYY-MM-DD')`
  const [weeks, rows] = await Promise.all([
    rowsOf<{ week: string }>(payload, allWeeks),
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
