import type { Payload, TypedUser } from 'payload'

import { serverEnv } from '@/config/env'
import { leadCollections, urgentWaitLimitMs, type LeadCollection } from '@/leads/constants'
import { overdueLeads } from '@/leads/reminders/due'

const listLabel = {
  'contact-submissions': 'New service requests',
  'package-purchases': 'New package requests',
} as const satisfies Record<LeadCollection, string>

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * Above every admin page, for anyone signed in: the leads still New past a reminder's rule (the same rule
 * the reminder emails follow, src/leads/reminders/due.ts), each linking to its list of New leads.
 */
export async function LeadRemindersBanner({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user) return null
  const overdue = await overdueLeads(payload, new Date(), serverEnv().SITE_TIME_ZONE)
  if (overdue.length === 0) return null
  const urgent = overdue.filter((lead) => lead.kind === 'urgentReminder').length
  const workingDay = overdue.length - urgent
  const parts = [
    urgent > 0 && `${plural(urgent, 'urgent request', 'urgent requests')} New for over ${urgentWaitLimitMs / 3_600_000} hours`,
    workingDay > 0 && `${plural(workingDay, 'lead', 'leads')} New for over a working day`,
  ].filter(Boolean)
  const lists = leadCollections.filter((collection) => overdue.some((lead) => lead.collection === collection))
  return (
    <aside
      aria-label="Leads waiting"
      data-lead-reminders-banner
      style={{ background: '#fff1c2', color: '#3b2a00', fontSize: '1.125rem', lineHeight: 1.5, padding: '0.75rem 1.5rem', borderBottom: '2px solid #8a6100' }}
    >
      <strong>Waiting for a reply: {parts.join(' and ')}.</strong>{' '}
      {lists.map((collection, index) => (
        <span key={collection}>
          {index > 0 && ' · '}
          <a href={`/admin/collections/${collection}?where[status][equals]=new`} style={{ color: '#3b2a00', textDecoration: 'underline' }}>
            Open the {listLabel[collection]}
          </a>
        </span>
      ))}
    </aside>
  )
}
