import type { Payload } from 'payload'

import { pipelineFigures, urgentWaitLimitMs, weeksShown } from '@/leads/admin/pipeline/statistics'
import { labelOf, urgencyOptions } from '@/leads/options'
import type { User } from '@/payload-types'
import { hasRole } from '@/users/roles'

import { formatArrival, formatDuration, formatShare } from './format'
import { WeeklyChart } from './WeeklyChart'

const statStyle = { display: 'block', fontSize: '2rem', lineHeight: 1.2 } as const

/**
 * Dashboard panel for the owner and staff: how leads arrive and turn into work. A server component with no
 * client code of its own, so nothing of it is sent to the browser but its HTML.
 */
export async function PipelineDashboard({
  payload,
  user,
}: {
  payload: Payload
  user?: User | null
}) {
  if (!user || !hasRole(user, 'owner', 'staff')) return null
  const figures = await pipelineFigures(payload, user)
  const waitLimit = formatDuration(urgentWaitLimitMs)

  return (
    <section
      aria-labelledby="pipeline-heading"
      data-pipeline-dashboard
      style={{ marginBottom: 'calc(var(--base) * 2)' }}
    >
      <h2 id="pipeline-heading" style={{ marginBottom: 'var(--base)' }}>
        Pipeline, last {weeksShown} weeks
      </h2>
      <dl
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'var(--base) calc(var(--base) * 2)',
          margin: '0 0 calc(var(--base) * 2)',
        }}
      >
        <div data-pipeline-figure="leads">
          <dt>Leads</dt>
          <dd style={{ margin: 0 }}>
            <strong style={statStyle}>{figures.total}</strong>
          </dd>
        </div>
        <div data-pipeline-figure="won">
          <dt>Won</dt>
          <dd style={{ margin: 0 }}>
            <strong style={statStyle}>{formatShare(figures.won, figures.total)}</strong>
            {figures.won} of {figures.total}
          </dd>
        </div>
        <div data-pipeline-figure="first-move">
          <dt>Median time to the first move out of New</dt>
          <dd style={{ margin: 0 }}>
            <strong style={statStyle}>
              {figures.medianMsToFirstMove === null
                ? 'none yet'
                : formatDuration(figures.medianMsToFirstMove)}
            </strong>
            over the {figures.moved} leads moved so far
          </dd>
        </div>
      </dl>

      <WeeklyChart
        id="pipeline-by-kind"
        title="Leads per week by kind"
        weeks={figures.weeks}
        series={figures.byKind}
      />
      <WeeklyChart
        id="pipeline-by-offering"
        title="Leads per week by service or package"
        weeks={figures.weeks}
        series={figures.byOffering}
      />
      <WeeklyChart
        id="pipeline-by-source"
        title="Leads per week by source"
        weeks={figures.weeks}
        series={figures.bySource}
      />

      <h3 id="pipeline-urgent-heading" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        Urgent leads still New after {waitLimit}
      </h3>
      {figures.urgentWaiting.length ? (
        <ul
          aria-labelledby="pipeline-urgent-heading"
          data-pipeline-urgent
          style={{ margin: 0, paddingLeft: '1.2em' }}
        >
          {figures.urgentWaiting.map((lead) => (
            <li key={lead.id}>
              <a href={lead.href}>{lead.name}</a> ({labelOf(urgencyOptions, lead.urgency)}), sent{' '}
              {formatArrival(lead.createdAt)}
            </li>
          ))}
        </ul>
      ) : (
        <p data-pipeline-urgent>No urgent lead has waited longer than {waitLimit}.</p>
      )}
    </section>
  )
}
