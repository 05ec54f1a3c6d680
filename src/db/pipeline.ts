import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { sourceGroupSql } from './source-name'

// Counts per week and group, the share won and the median wait: aggregates Payload has no call for.

export type FiguresWindow = { weeks: number; timeZone: string }

export type GroupRow = {
  week: string
  kind: 'contact-submissions' | 'package-purchases'
  offering: string
  source: string
  count: number
  won: number
}

export type PipelineSummary = {
  total: number
  won: number
  moved: number
  median_ms: number | null
}

const leadRows = [
  {
    kind: 'contact-submissions',
    table: 'contact_submissions',
    offering: sql`'service:' || coalesce(service_type::text, '')`,
  },
  {
    kind: 'package-purchases',
    table: 'package_purchases',
    offering: sql`'package:' || package_name`,
  },
].map(
  ({ kind, table, offering }) => sql`
    select ${kind}::text as kind, lead.created_at, lead.status::text as status, ${offering} as offering, ${sourceGroupSql} as source,
      (select min(changed_at) from ${sql.identifier(`${table}_status_history`)} where _parent_id = lead.id and status <> 'new') as first_move
    from ${sql.identifier(table)} lead`,
)

export function weekBounds(now: Date, { weeks, timeZone }: FiguresWindow) {
  const currentWeek = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${timeZone})`
  const firstWeek = sql`(${currentWeek} - ${`${weeks - 1} weeks`}::interval)`
  // Every week of the window, those without a row too.
  const allWeeks = sql`select to_char(generate_series(${firstWeek}, ${currentWeek}, '1 week'::interval), 'YYYY-MM-DD') as week`
  return { firstWeek, allWeeks }
}

export async function rowsOf<Row>(payload: Payload, statement: SQL): Promise<Row[]> {
  const { rows } = await payload.db.drizzle.execute(statement)
  return rows as Row[]
}

export async function pipelineRows(payload: Payload, now: Date, window: FiguresWindow) {
  const { timeZone } = window
  const { firstWeek, allWeeks } = weekBounds(now, window)
  const leads = sql`
    with leads as (${sql.join(leadRows, sql` union all `)})
    select *, to_char(date_trunc('week', created_at at time zone ${timeZone}), 'YYYY-MM-DD') as week
    from leads
    where status <> 'spam'
      and created_at >= ${firstWeek} at time zone ${timeZone}
      and created_at <= ${now.toISOString()}::timestamptz`
  const [weekRows, groups, [summary]] = await Promise.all([
    rowsOf<{ week: string }>(payload, allWeeks),
    rowsOf<GroupRow>(
      payload,
      sql`select week, kind, offering, source, count(*)::int as count, (count(*) filter (where status = 'won'))::int as won
        from (${leads}) windowed group by 1, 2, 3, 4`,
    ),
    rowsOf<PipelineSummary>(
      payload,
      sql`select count(*)::int as total, (count(*) filter (where status = 'won'))::int as won, count(first_move)::int as moved,
        percentile_cont(0.5) within group (order by extract(epoch from first_move - created_at) * 1000) as median_ms
        from (${leads}) windowed`,
    ),
  ])
  return { weeks: weekRows.map((row) => row.week), groups, summary }
}
