import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { pipelineFigures, weeksShown } from '@/leads/admin/pipeline/statistics'
import { urgentWaitLimitMs } from '@/leads/constants'
import { labelOf, urgencyOptions } from '@/leads/options'
import { formatDuration } from '@/lib/duration'
import { localTime } from '@/lib/local-time'
import type { User } from '@/payload-types'
import { visitFigures } from '@/visits/statistics'
import { hasRole } from '@/users/roles'

import { Figure, Figures } from './Figures'
import { formatShare } from './format'
import { VisitsSection } from './VisitsSection'
import { WeeklyChart } from './WeeklyChart'

/** A server component with no client code, so only its HTML reaches the browser. */
export async function PipelineDashboard({
  payload,
  user,
}: {
  payload: Payload
  user?: User | null
}) {
  if (!user || !hasRole(user, 'owner', 'staff')) return null
  const now = new Date()
  const figures = await pipelineFigures(payload, user, now)
  const visits = await visitFigures(payload, figures.outcomes, now)
  const waitLimit = formatDuration(urgentWaitLimitMs)
  const charts = [
    ['pipeline-by-kind', 'Leads per week by kind', figures.byKind],
    ['pipeline-by-offering', 'Leads per week by service or package', figures.byOffering],
    ['pipeline-by-source', 'Leads per week by source', figures.bySource],
  ] as const

  return (
    <section
      aria-labelledby="pipeline-heading"
      data-pipeline-dashboard
      style={{ marginBottom: 'calc(var(--base) * 2)' }}
    >
      <h2 id="pipeline-heading" style={{ marginBottom: 'var(--base)' }}>
        Pipeline, last {weeksShown} weeks
      </h2>
      <Figures>
        <Figure data-pipeline-figure="leads" label="Leads" value={figures.total} />
        <Figure
          data-pipeline-figure="won"
          label="Won"
          value={formatShare(figures.won, figures.total)}
        >
          {figures.won} of {figures.total}
        </Figure>
        <Figure
          data-pipeline-figure="first-move"
          label="Typical time until someone first contacts a new lead"
          value={
            figures.medianMsToFirstMove === null
              ? 'none yet'
              : formatDuration(figures.medianMsToFirstMove)
          }
        >
          the middle value over the {figures.moved} leads contacted so far
        </Figure>
      </Figures>

      <h3 id="pipeline-urgent-heading" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        Urgent leads still New after {waitLimit}
      </h3>
      {figures.urgentWaiting.length ? (
        <ul
          aria-labelledby="pipeline-urgent-heading"
          data-pipeline-urgent
          style={{ margin: '0 0 calc(var(--base) * 2)', paddingLeft: '1.2em' }}
        >
          {figures.urgentWaiting.map((lead) => (
            <li key={lead.id}>
              <a href={lead.href}>{lead.name}</a> ({labelOf(urgencyOptions, lead.urgency)}), sent{' '}
              {localTime(lead.createdAt, serverEnv().SITE_TIME_ZONE, { weekday: false })}
            </li>
          ))}
        </ul>
      ) : (
        <p data-pipeline-urgent style={{ marginBottom: 'calc(var(--base) * 2)' }}>
          No urgent lead has waited longer than {waitLimit}.
        </p>
      )}

      {charts.map(([id, title, series]) => (
        <WeeklyChart key={id} id={id} title={title} weeks={figures.weeks} series={series} />
      ))}

      <VisitsSection figures={visits} leads={figures.total} />
    </section>
  )
}
