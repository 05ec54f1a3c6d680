import { leadCollections, urgentWaitLimitMs, type LeadCollection } from '@/leads/constants'
import type { OverdueLead } from '@/leads/reminders/due'

export const leadKindLabels = {
  'contact-submissions': 'Service requests',
  'package-purchases': 'Package requests',
} as const satisfies Record<LeadCollection, string>

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The banner's and Site health's words. */
export function waitingSummary(overdue: OverdueLead[]): string {
  const urgent = overdue.filter((lead) => lead.kind === 'urgentReminder').length
  const workingDay = overdue.length - urgent
  return [
    urgent > 0 &&
      `${plural(urgent, 'urgent request', 'urgent requests')} New for over ${urgentWaitLimitMs / 3_600_000} hours`,
    workingDay > 0 && `${plural(workingDay, 'lead', 'leads')} New for over a working day`,
  ]
    .filter(Boolean)
    .join(' and ')
}

export const newLeadsHref = (collection: LeadCollection) =>
  `/admin/collections/${collection}?where[status][equals]=new`

export function waitingLists(overdue: OverdueLead[]): Array<{ href: string; label: string }> {
  return leadCollections
    .filter((collection) => overdue.some((lead) => lead.collection === collection))
    .map((collection) => ({
      href: newLeadsHref(collection),
      label: `Open the New ${leadKindLabels[collection].toLowerCase()}`,
    }))
}
