import type { Payload, TaskConfig } from 'payload'

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
import { leadEmail, messageIdOf } from '@/leads/email/email-ref'
import { siteContact } from '@/leads/email/site-contact'

type SendLeadEmailInput = { collection: LeadCollection; leadId: string; kind: EmailKind }

/** About eight and a half hours of SMTP outage before an email is given up. */
export const sendLeadEmailRetries = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 30_000 },
} as const

async function messageFor(payload: Payload, lead: Lead, kind: EmailKind) {
  const contact = await siteContact(payload)
  const visitor = lead.collection === 'contact-submissions' ? lead.doc.name : lead.doc.customerName
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
}

/**
 * A task per email, so a failed confirmation never resends the notification. Claimed before
 * anything else, so one recorded as sent never goes out again, whichever runner comes to it.
 */
export const sendLeadEmail: TaskConfig<{
  input: SendLeadEmailInput
  output: { messageId: string }
}> = {
  slug: leadEmailTask,
  label: 'Send a lead email',
  inputSchema: [
    { name: 'collection', type: 'select', required: true, options: [...leadCollections] },
    { name: 'leadId', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: [...emailKinds] },
  ],
  retries: sendLeadEmailRetries,
  handler: async ({ input, job, req: { payload } }) => {
    const messageId = messageIdOf(input.leadId, input.kind)
    await sendClaimedEmail(payload, leadEmail(input), job, {
      leaseSeconds: serverEnv().JOBS_LEASE_SECONDS,
      attempts: sendLeadEmailRetries.attempts,
      send: async () => {
        // Depth 1 so the notification names each attachment.
        const doc = await payload.findByID({
          collection: input.collection,
          id: input.leadId,
          depth: 1,
          overrideAccess: true,
          disableErrors: true,
        })
        if (!doc) return false
        const lead = { collection: input.collection, doc } as Lead
        await payload.sendEmail({ ...(await messageFor(payload, lead, input.kind)), messageId })
        return true
      },
    })
    return { output: { messageId } }
  },
}
