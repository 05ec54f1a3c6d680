import type { Payload } from 'payload'

import { waitingLists, waitingSummary } from '@/leads/reminders/waiting'
import { serverEnv } from '@/config/env'
import { overdueLeads } from '@/leads/reminders/due'

import { CheckItem } from './CheckItem'

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
    <CheckItem
      name="leads"
      failing={waiting}
      title={`Leads: ${waiting ? 'waiting for a reply' : 'none waiting too long'}`}
      lines={
        waiting
          ? [`Waiting since ${when(oldest)}.`, `What is wrong: ${waitingSummary(overdue)}.`]
          : ["No lead is New past its reminder's rule."]
      }
      action={
        waiting && (
          <>
            Reply to each, then set it to Contacted. Its reminder went to whoever it is assigned to,
            or to the team address and the owners.{' '}
            {waitingLists(overdue).map(({ href, label }) => (
              <a key={href} href={href} style={{ marginRight: '1rem' }}>
                {label}
              </a>
            ))}
          </>
        )
      }
    />
  )
}
