import type { Payload } from 'payload'

import { waitingLists, waitingSummary } from '@/leads/reminders/waiting'
import { serverEnv } from '@/config/env'
import { overdueLeads } from '@/leads/reminders/due'

import { checkItemStyle } from './checkItemStyle'

/**
 * Not one of the server's checks: an unanswered lead is not the site failing, so no alert and no
 * degraded /api/health for it.
 */
export async function LeadsWaitingCheck({
  payload,
  when,
}: {
  payload: Payload
  when: (iso: string) => string
}) {
  const overdue = await overdueLeads(payload, new Date(), serverEnv().SITE_TIME_ZONE)
  const waiting = overdue.length > 0
  const oldest = overdue.map((lead) => lead.createdAt).sort()[0]
  return (
    <li
      data-site-check="leads"
      data-status={waiting ? 'failing' : 'ok'}
      style={checkItemStyle(waiting)}
    >
      <h2 style={{ fontSize: '1.25rem', margin: 0 }}>
        Leads: {waiting ? 'waiting for a reply' : 'none waiting too long'}
      </h2>
      {waiting ? (
        <>
          <p style={{ margin: '0.25rem 0' }}>Waiting since {when(oldest)}.</p>
          <p style={{ margin: '0.25rem 0' }}>What is wrong: {waitingSummary(overdue)}.</p>
          <p style={{ margin: '0.25rem 0' }}>
            <strong>What to do:</strong> Reply to each, then set it to Contacted. Its reminder went
            to whoever it is assigned to, or to the team address and the owners.{' '}
            {waitingLists(overdue).map(({ href, label }) => (
              <a key={href} href={href} style={{ marginRight: '1rem' }}>
                {label}
              </a>
            ))}
          </p>
        </>
      ) : (
        <p style={{ margin: '0.25rem 0' }}>No lead is New past its reminder&apos;s rule.</p>
      )}
    </li>
  )
}
