import { serverEnv } from '@/config/env'
import { leadReminderTask, reminderKinds } from '@/leads/constants'
import { reminderEmail } from '@/leads/reminders/email'
import { reminderRecipients } from '@/leads/reminders/recipients'

import { leadEmailTaskConfig } from './sendLeadEmail'

/** A lead worked before its reminder left is not reminded of, and its state says so. */
export const sendLeadReminder = leadEmailTaskConfig(
  { slug: leadReminderTask, label: 'Send a lead reminder', kinds: reminderKinds, depth: 0 },
  async (payload, lead, kind) => {
    if (lead.doc.status !== 'new') return 'notNeeded'
    const env = serverEnv()
    const { to, toAssignee } = await reminderRecipients(payload, lead.doc.assignee)
    const message = reminderEmail({
      kind,
      lead,
      now: new Date(),
      timeZone: env.SITE_TIME_ZONE,
      adminUrl: env.publicUrl,
      toAssignee,
    })
    return { ...message, to }
  },
)
