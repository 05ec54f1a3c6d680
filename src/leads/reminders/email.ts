import type { ReminderKind } from '../constants'
import { escapeHtml, headerText, htmlDocument, type Lead, type LeadEmail } from '../email/templates'
import { labelOf, urgencyOptions } from '../options'

export type ReminderContext = {
  kind: ReminderKind
  lead: Lead
  now: Date
  timeZone: string
  adminUrl: string
  /** Sent to the lead's assignee, rather than to the team and the owners. */
  toAssignee: boolean
}

const hourMs = 60 * 60 * 1000

/** "5 hours", "3 days": the unit a reader thinks in. */
function waitedFor(fromMs: number, toMs: number): string {
  const hours = Math.max(1, Math.floor((toMs - fromMs) / hourMs))
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`
  return `${Math.floor(hours / 24)} days`
}

const arrivalText = (createdAt: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(new Date(createdAt))
    .replace(/, (\d{1,2}:\d{2})/, ' at $1')

function describe(lead: Lead) {
  if (lead.collection === 'package-purchases')
    return { who: lead.doc.customerName, what: `package request (${lead.doc.packageName})` }
  const urgency = labelOf(urgencyOptions, lead.doc.urgency)
  return {
    who: lead.doc.name,
    what: urgency ? `service request marked ${urgency}` : 'service request',
  }
}

/** Names the lead but carries nothing else the visitor typed. */
export function reminderEmail({
  kind,
  lead,
  now,
  timeZone,
  adminUrl,
  toAssignee,
}: ReminderContext): LeadEmail {
  const { who, what } = describe(lead)
  const waited = waitedFor(Date.parse(lead.doc.createdAt), now.getTime())
  const link = `${adminUrl}/admin/collections/${lead.collection}/${lead.doc.id}`
  const subject =
    kind === 'urgentReminder'
      ? `Reminder: urgent request from ${who} has waited ${waited}`
      : `Reminder: the request from ${who} is still New after a working day`
  const lines = [
    'Hello,',
    `The ${what} from ${who} came in ${waited} ago (${arrivalText(lead.doc.createdAt, timeZone)}) and nobody has marked it as handled yet: it is still New.`,
    kind === 'urgentReminder'
      ? 'They asked for a quick answer. Please call or email them now, then set the status to Contacted so the team knows.'
      : 'Please get in touch with them today, then set the status to Contacted so the team knows.',
    toAssignee
      ? 'You get this reminder because the request is assigned to you.'
      : 'You get this reminder because nobody is assigned to the request yet.',
  ]
  return {
    subject: headerText(subject),
    text: `${lines.join('\n\n')}\n\nOpen the request: ${link}\n`,
    html: htmlDocument(
      `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}" style="font-weight:bold">Open the request</a></p>`,
    ),
  }
}
