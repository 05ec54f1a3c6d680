import type { Payload, SendEmailOptions, TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { confirmationEmail, notificationEmail, type Lead } from '@/leads/email/templates'
import {
  emailKinds,
  leadCollections,
  leadEmailTask,
  type EmailKind,
  type LeadCollection,
} from '@/leads/constants'
import { sendClaimedEmail } from '@/email/lease'
import { leadEmail, messageIdOf, type LeadEmailKind } from '@/leads/email/email-ref'
import { siteContact } from '@/leads/email/site-contact'

/** About eight and a half hours of SMTP outage before an email is given up. */
export const sendLeadEmailRetries = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 30_000 },
} as const

type LeadEmailInput<Kind> = { collection: LeadCollection; leadId: string; kind: Kind }

/**
 * A task per email, so a failed confirmation never resends the notification. Claimed before
 * anything else, so one recorded as sent never goes out again, whichever runner comes to it. A lead
 * deleted meanwhile gets no email.
 */
export function leadEmailTaskConfig<Kind extends LeadEmailKind>(
  task: { slug: string; label: string; kinds: readonly Kind[]; depth: number },
  compose: (payload: Payload, lead: Lead, kind: Kind) => Promise<SendEmailOptions | 'notNeeded'>,
): TaskConfig<{ input: LeadEmailInput<Kind>; output: { messageId: string } }> {
  return {
    slug: task.slug,
    label: task.label,
    inputSchema: [
      { name: 'collection', type: 'select', required: true, options: [...leadCollections] },
      { name: 'leadId', type: 'text', required: true },
      { name: 'kind', type: 'select', required: true, options: [...task.kinds] },
    ],
    retries: sendLeadEmailRetries,
    handler: async ({ input, job, req: { payload } }) => {
      const messageId = messageIdOf(input.leadId, input.kind)
      await sendClaimedEmail(payload, leadEmail(input), job, {
        leaseSeconds: serverEnv().JOBS_LEASE_SECONDS,
        attempts: sendLeadEmailRetries.attempts,
        send: async () => {
          const doc = await payload.findByID({
            collection: input.collection,
            id: input.leadId,
            depth: task.depth,
            overrideAccess: true,
            disableErrors: true,
          })
          if (!doc) return false
          const message = await compose(
            payload,
            { collection: input.collection, doc } as Lead,
            input.kind,
          )
          if (message === 'notNeeded') return message
          await payload.sendEmail({ ...message, messageId })
          return true
        },
      })
      return { output: { messageId } }
    },
  }
}

// Depth 1 so the notification names each attachment.
export const sendLeadEmail = leadEmailTaskConfig(
  { slug: leadEmailTask, label: 'Send a lead email', kinds: emailKinds, depth: 1 },
  async (payload, lead, kind: EmailKind) => {
    const contact = await siteContact(payload)
    const visitor =
      lead.collection === 'contact-submissions' ? lead.doc.name : lead.doc.customerName
    return kind === 'notification'
      ? {
          ...notificationEmail(lead, serverEnv().publicUrl),
          to: contact.teamAddress,
          replyTo: { name: visitor, address: lead.doc.email },
        }
      : {
          ...confirmationEmail(lead, contact),
          to: lead.doc.email,
          replyTo: contact.teamAddress,
        }
  },
)
