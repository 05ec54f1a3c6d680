import type { Payload, Where } from 'payload'

import { queueEmailOnce } from '@/db/email-lease'
import { inTransaction } from '@/db/transaction'

import {
  leadReminderTask,
  reminderCollections,
  urgentWaitLimitMs,
  reminderStateFieldName,
  type LeadCollection,
  type ReminderKind,
} from '../constants'
import { leadEmail } from '../email/email-ref'
import { flaggedUrgencies } from '../options'
import { workingDayDue, workingDayMs } from './working-day'

export type ReminderRef = { collection: LeadCollection; leadId: string; kind: ReminderKind }

/** A lead past a reminder's rule, with when it came in. */
export type OverdueLead = ReminderRef & { createdAt: string }

/**
 * Only leads of the last two weeks are reminded of: the first start after an upgrade must not send a
 * reminder for every lead ever left New (the dashboard lists those).
 */
export const reminderLookbackMs = 14 * 24 * 60 * 60 * 1000

/** How long each reminder waits at least, before its own rule decides. */
const shortestWait: Record<ReminderKind, number> = {
  urgentReminder: urgentWaitLimitMs,
  workingDayReminder: workingDayMs,
}

/** Whether a lead New since `createdAt` is due its reminder at `now`. */
function isDue(kind: ReminderKind, createdAt: Date, now: Date, timeZone: string): boolean {
  return kind === 'urgentReminder' || workingDayDue(createdAt, timeZone) <= now
}

/**
 * Leads of `collection` still New at `now` past `kind`'s wait: the reminder's rule. `unreminded` keeps only
 * those whose reminder is not yet queued (the job's question); without it, every lead still waiting (the banner's).
 */
async function overdueOf(
  payload: Payload,
  kind: ReminderKind,
  collection: LeadCollection,
  now: Date,
  timeZone: string,
  unreminded: boolean,
): Promise<OverdueLead[]> {
  const conditions: Where[] = [
    { status: { equals: 'new' } },
    { createdAt: { less_than_equal: new Date(now.getTime() - shortestWait[kind]).toISOString() } },
    { createdAt: { greater_than: new Date(now.getTime() - reminderLookbackMs).toISOString() } },
  ]
  if (unreminded) conditions.push({ [`${reminderStateFieldName[kind]}.status`]: { exists: false } })
  if (kind === 'urgentReminder') conditions.push({ urgency: { in: [...flaggedUrgencies] } })
  const { docs } = await payload.find({
    collection,
    where: { and: conditions },
    select: { createdAt: true },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
    .filter((lead) => isDue(kind, new Date(lead.createdAt), now, timeZone))
    .map((lead) => ({ collection, leadId: String(lead.id), kind, createdAt: lead.createdAt }))
}

async function overdue(
  payload: Payload,
  now: Date,
  timeZone: string,
  unreminded: boolean,
): Promise<OverdueLead[]> {
  const kinds = Object.keys(reminderCollections) as ReminderKind[]
  const lists = await Promise.all(
    kinds.flatMap((kind) =>
      (reminderCollections[kind] as readonly LeadCollection[]).map((collection) =>
        overdueOf(payload, kind, collection, now, timeZone, unreminded),
      ),
    ),
  )
  return lists.flat()
}

/** Every reminder due at `now` and not yet queued: leads still New past their rule's wait. */
export async function dueReminders(
  payload: Payload,
  now: Date,
  timeZone: string,
): Promise<ReminderRef[]> {
  return (await overdue(payload, now, timeZone, true)).map(({ collection, leadId, kind }) => ({
    collection,
    leadId,
    kind,
  }))
}

/**
 * The leads still New past a reminder's rule at `now`, each once, under the first rule it is past (a flagged
 * request past four hours is not counted again once a working day has gone by): what staff see above the admin, and owners in Site health.
 */
export async function overdueLeads(
  payload: Payload,
  now: Date,
  timeZone: string,
): Promise<OverdueLead[]> {
  const byLead = new Map<string, OverdueLead>()
  for (const lead of await overdue(payload, now, timeZone, false)) {
    const key = `${lead.collection}:${lead.leadId}`
    if (!byLead.has(key)) byLead.set(key, lead)
  }
  return [...byLead.values()]
}

/**
 * Queues one reminder: marked queued only where it is still unmarked and the lead still New, in one
 * conditional UPDATE (Payload has no compare-and-set), and its job queued in the same transaction, so two
 * runners finding the same lead queue it once and a crash between the two leaves neither.
 */
export async function queueReminder(payload: Payload, reminder: ReminderRef): Promise<boolean> {
  return inTransaction(payload, async (req) => {
    if (!(await queueEmailOnce(payload, req, leadEmail(reminder), 'new'))) return false
    await payload.jobs.queue({ task: leadReminderTask, input: reminder, req })
    return true
  })
}

/** Finds the reminders due at `now` and queues each once; answers how many this call queued. */
export async function queueDueReminders(
  payload: Payload,
  now: Date,
  timeZone: string,
): Promise<number> {
  let queued = 0
  for (const reminder of await dueReminders(payload, now, timeZone))
    if (await queueReminder(payload, reminder)) queued += 1
  return queued
}
