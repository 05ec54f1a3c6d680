import type { TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { leadCollections, leadReminderTask, reminderKinds } from '@/leads/constants'
import { sendClaimedEmail } from '@/email/lease'
import { leadEmail, messageIdOf } from '@/leads/email/email-ref'
import type { Lead } from '@/leads/email/templates'
import type { ReminderRef } from '@/leads/reminders/due'
import { reminderEmail } from '@/leads/reminders/email'
import { reminderRecipients } from '@/leads/reminders/recipients'

import { sendLeadEmailRetries } from './sendLeadEmail'

/** A lead deleted before its reminder left is not reminded of; one worked meanwhile says so. */
export const sendLeadReminder: TaskConfig<{ input: ReminderRef; output: { messageId: string } }> = {
  slug: leadReminderTask,
  label: 'Send a lead reminder',
  inputSchema: [
    { name: 'collection', type: 'select', required: true, options: [...leadCollections] },
    { name: 'leadId', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: [...reminderKinds] },
  ],
  retries: sendLeadEmailRetries,
  handler: async ({ input, job, req: { payload } }) => {
    const env = serverEnv()
    const messageId = messageIdOf(input.leadId, input.kind)
    await sendClaimedEmail(payload, leadEmail(input), job, {
      leaseSeconds: env.JOBS_LEASE_SECONDS,
      attempts: sendLeadEmailRetries.attempts,
      send: async () => {
        const doc = await payload.findByID({
          collection: input.collection,
          id: input.leadId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
        if (!doc) return false
        if (doc.status !== 'new') return 'notNeeded'
        const lead = { collection: input.collection, doc } as Lead
        const { to, toAssignee } = await reminderRecipients(payload, doc.assignee)
        const message = reminderEmail({
          kind: input.kind,
          lead,
          now: new Date(),
          timeZone: env.SITE_TIME_ZONE,
          adminUrl: env.publicUrl,
          toAssignee,
        })
        await payload.sendEmail({ ...message, to, messageId })
        return true
      },
    })
    return { output: { messageId } }
  },
}
