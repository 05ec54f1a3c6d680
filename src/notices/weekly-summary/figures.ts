import { tz } from '@date-fns/tz'
import { addDays, format, isMonday, parseISO, startOfDay } from 'date-fns'
import type { Payload } from 'payload'

import { pipelineFigures, type WeeklySeries } from '@/leads/admin/pipeline/statistics'
import type { User } from '@/payload-types'
import { emailTasks } from '@/site-health/checks/email-delivery'
import { visitFigures } from '@/visits/statistics'

/** One group's leads in the week and the week before. */
export type Comparison = { label: string; week: number; weekBefore: number }

const topSourcesListed = 5

export const mondayOf = (weekStart: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(weekStart) && isMonday(parseISO(weekStart)) ? weekStart : undefined

/** Each series as this week against the one before (the window's two weeks, oldest first). */
const compared = (series: WeeklySeries[]): Comparison[] =>
  series
    .map(({ label, counts: [weekBefore, week] }) => ({ label, week, weekBefore }))
    .filter((row) => row.week || row.weekBefore)

const sum = (rows: Comparison[], label = 'All leads'): Comparison => ({
  label,
  week: rows.reduce((total, row) => total + row.week, 0),
  weekBefore: rows.reduce((total, row) => total + row.weekBefore, 0),
})

export type SummaryFigures = Awaited<ReturnType<typeof summaryFigures>>

/**
 * The pipeline's own figures as of the week's last instant: over two weeks for the comparisons,
 * over the week alone for its totals (won, median wait), on the zone's calendar.
 */
export async function summaryFigures(
  payload: Payload,
  options: { weekStart: string; user: User; timeZone: string },
) {
  const { weekStart, user, timeZone } = options
  const inZone = { in: tz(timeZone) }
  const start = parseISO(weekStart, inZone)
  const end = startOfDay(addDays(start, 7, inZone), inZone)
  const lastInstant = new Date(+end - 1)
  // In UTC: a zoned date's toISOString carries the zone's offset.
  const inWeek = {
    greater_than_equal: new Date(+start).toISOString(),
    less_than: new Date(+end).toISOString(),
  }
  const [twoWeeks, week, visits, received, published, failed] = await Promise.all([
    pipelineFigures(payload, user, lastInstant, { weeks: 2, timeZone }),
    pipelineFigures(payload, user, lastInstant, { weeks: 1, timeZone }),
    visitFigures(payload, [], lastInstant, { weeks: 2, timeZone }),
    payload.count({ collection: 'reviews', where: { createdAt: inWeek }, overrideAccess: true }),
    payload.count({
      collection: 'reviews',
      where: { and: [{ createdAt: inWeek }, { _status: { equals: 'published' } }] },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { in: emailTasks } },
          { hasError: { equals: true } },
          { createdAt: inWeek },
        ],
      },
      select: { taskSlug: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const byKind = compared(twoWeeks.byKind)
  const failedTasks = failed.docs.map((job) => job.taskSlug)
  const visitorsBySource = compared(visits.visitorsBySource)
  return {
    weekStart,
    weekEnd: format(addDays(start, 6, inZone), 'yyyy-MM-dd', inZone),
    leads: sum(byKind),
    byKind,
    byOffering: compared(twoWeeks.byOffering),
    bySource: compared(twoWeeks.bySource),
    won: week.won,
    medianMsToFirstMove: week.medianMsToFirstMove,
    reviewsReceived: received.totalDocs,
    reviewsPublished: published.totalDocs,
    /** Email jobs given up in the week, by task. */
    failedEmails: [...new Set(failedTasks)].map((slug) => ({
      label: String(payload.config.jobs.tasks?.find((task) => task.slug === slug)?.label ?? slug),
      count: failedTasks.filter((task) => task === slug).length,
    })),
    visitors: sum(visitorsBySource, 'Visitors'),
    views: sum(compared(visits.viewsByRoute), 'Pages viewed'),
    topSources: visitorsBySource
      .filter((row) => row.week)
      .sort((a, b) => b.week - a.week)
      .slice(0, topSourcesListed),
  }
}
