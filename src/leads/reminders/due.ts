import type { Payload, Where } from 'payload'

import { queueEmailOnce } from '@/db/email-lease'
import { inTransaction } from '@/db/transaction'

import {
  leadReminderTask,
  reminderCollections,
  reminderKinds,
  urgentWaitLimitMs,
  reminderStateFieldName,
  type LeadCollection,
  type ReminderKind,
} from '../constants'
import { leadEmail } from '../email/email-ref'
import { flaggedUrgencies } from '../options'
import { workingDayDue, workingDayMs } from './working-day'

export type ReminderRef = { collection: LeadCollection; leadId: string; kind: ReminderKind }

export type OverdueLead = ReminderRef & { createdAt: string }

/** The first start after an upgrade must not send a reminder for every lead ever left New. */
const reminderLookbackMs = 14 * 24 * 60 * 60 * 1000

const shortestWait: Record<ReminderKind, number> = {
  urgentReminder: urgentWaitLimitMs,
  workingDayReminder: workingDayMs,
}

/** `unreminded` keeps only leads whose reminder is not yet queued. */
async function overdue(
  payload: Payload,
  now: Date,
  timeZone: string,
  unreminded: boolean,
): Promise<OverdueLead[]> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const lists = await Promise.all(
    reminderKinds.flatMap((kind) =>
      reminderCollections[kind].map(async (collection: LeadCollection) => {
        const conditions: Where[] = [
          { status: { equals: 'new' } },
          { createdAt: { less_than_equal: before(shortestWait[kind]) } },
          { createdAt: { greater_than: before(reminderLookbackMs) } },
        ]
        if (unreminded)
          conditions.push({ [`${reminderStateFieldName[kind]}.status`]: { exists: false } })
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
          .filter(
            (lead) =>
              kind === 'urgentReminder' || workingDayDue(new Date(lead.createdAt), timeZone) <= now,
          )
          .map((lead) => ({ collection, leadId: String(lead.id), kind, createdAt: lead.createdAt }))
      }),
    ),
  )
  return lists.flat()
}

export async function dueReminders(
  payload: Payload,
  now: Date,
  timeZone: string,
): Promise<ReminderRef[]> {
  const due = await overdue(payload, now, timeZone, true)
  return due.map(({ collection, leadId, kind }) => ({ collection, leadId, kind }))
}

/** Each lead once, under the first rule it is past, so a flagged request is not counted twice. */
export async function overdueLeads(
  payload: Payload,
  now: Date,
  timeZone: string,
): Promise<OverdueLead[]> {
  const seen = new Set<string>()
  return (await overdue(payload, now, timeZone, false)).filter(
    ({ collection, leadId }) =>
      !seen.has(`${collection}:${leadId}`) && seen.add(`${collection}:${leadId}`),
  )
}

/**
 * The mark and the job share a transaction, so two runners finding the same lead queue it once and
 * a crash between the two leaves neither.
 */
export async function queueReminder(payload: Payload, reminder: ReminderRef): Promise<boolean> {
  return inTransaction(payload, async (req) => {
    if (!(await queueEmailOnce(payload, req, leadEmail(reminder), 'new'))) return false
    await payload.jobs.queue({ task: leadReminderTask, input: reminder, req })
    return true
  })
}

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
