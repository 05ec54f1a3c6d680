import type { Payload, TypedUser } from 'payload'

import { serverEnv } from '@/config/env'
import { overdueLeads } from '@/leads/reminders/due'

import { waitingLists, waitingSummary } from './waiting'

/** The leads still New past the rule the reminder emails follow. */
export async function LeadRemindersBanner({
  payload,
  user,
}: {
  payload: Payload
  user?: TypedUser | null
}) {
  if (!user) return null
  const overdue = await overdueLeads(payload, new Date(), serverEnv().SITE_TIME_ZONE)
  if (overdue.length === 0) return null
  return (
    <aside
      aria-label="Leads waiting"
      data-lead-reminders-banner
      style={{
        background: '#fff1c2',
        color: '#3b2a00',
        fontSize: '1.125rem',
        lineHeight: 1.5,
        padding: '0.75rem 1.5rem',
        borderBottom: '2px solid #8a6100',
      }}
    >
      <strong>Waiting for a reply: {waitingSummary(overdue)}.</strong>{' '}
      {waitingLists(overdue).map(({ href, label }, index) => (
        <span key={href}>
          {index > 0 && ' · '}
          <a href={href} style={{ color: '#3b2a00', textDecoration: 'underline' }}>
            {label}
          </a>
        </span>
      ))}
    </aside>
  )
}
