import type { Payload, TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { confirmationEmail, notificationEmail, type Lead } from '@/leads/emails'
import { emailKinds, emailStateFieldName, leadCollections, type EmailKind, type LeadCollection } from '@/leads/constants'
import { siteContact } from '@/leads/site-contact'

export type SendLeadEmailInput = { collection: LeadCollection; leadId: string; kind: EmailKind }

/** About eight and a half hours of SMTP outage before an email is given up as failed. */
export const sendLeadEmailRetries = { attempts: 10, backoff: { type: 'exponential', delay: 30_000 } } as const

async function findLead(payload: Payload, collection: LeadCollection, id: string): Promise<Lead | undefined> {
  // Depth 1 so the notification names each attachment (and the admin link is all it carries of it).
  const doc = await payload.findByID({ collection, id, depth: 1, overrideAccess: true, disableErrors: true })
  if (!doc) return undefined
  return { collection, doc } as Lead
}

/**
 * Writes only this email's state: the lead's two emails are sent by concurrent jobs, and a full document
 * update from one would put back the other's stale state.
 */
async function recordEmailState(payload: Payload, input: SendLeadEmailInput, state: Record<string, unknown>) {
  await payload.db.updateOne({
    collection: input.collection,
    id: input.leadId,
    // updatedAt: null leaves the lead's last-edit time alone: delivery bookkeeping is not an edit, and a
    // new updatedAt would interrupt a staff member who has the lead open with "Document modified".
    data: { [emailStateFieldName[input.kind]]: state, updatedAt: null },
    returning: false,
  })
}

function messageIdFor(input: SendLeadEmailInput): string {
  const host = new URL(serverEnv().publicUrl).hostname || 'localhost'
  return `<${input.leadId}.${input.kind}@${host}>`
}

/**
 * One email of one lead. A task per email so a failed confirmation never resends the notification, and
 * the lead's email state is checked first so a retry after a recorded send does not send again.
 */
export const sendLeadEmail: TaskConfig<{ input: SendLeadEmailInput; output: { messageId: string } }> = {
  slug: 'sendLeadEmail',
  label: 'Send a lead email',
  inputSchema: [
    { name: 'collection', type: 'select', required: true, options: [...leadCollections] },
    { name: 'leadId', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: [...emailKinds] },
  ],
  retries: sendLeadEmailRetries,
  handler: async ({ input, job, req: { payload } }) => {
    const messageId = messageIdFor(input)
    const lead = await findLead(payload, input.collection, input.leadId)
    if (!lead) return { output: { messageId } }
    const previous = (lead.doc as unknown as Record<string, { status?: string; attempts?: number | null } | undefined>)[
      emailStateFieldName[input.kind]
    ]
    if (previous?.status === 'sent') return { output: { messageId } }

    const contact = await siteContact(payload)
    const visitor = lead.collection === 'contact-submissions' ? lead.doc.name : lead.doc.customerName
    const message =
      input.kind === 'notification'
        ? {
            ...notificationEmail(lead, serverEnv().publicUrl),
            to: contact.teamAddress,
            replyTo: { name: visitor, address: lead.doc.email },
          }
        : { ...confirmationEmail(lead, contact.businessName), to: lead.doc.email, replyTo: contact.teamAddress }

    const attempt = (job.totalTried ?? 0) + 1
    try {
      await payload.sendEmail({ ...message, messageId })
    } catch (error) {
      await recordEmailState(payload, input, {
        status: attempt > sendLeadEmailRetries.attempts ? 'failed' : 'retrying',
        attempts: attempt,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      }).catch((recordError: unknown) => payload.logger.error({ err: recordError, msg: 'Could not record a failed lead email' }))
      throw error
    }

    // The email is out: a failure to record it must not fail the task, or the retry would send it twice.
    await recordEmailState(payload, input, { status: 'sent', sentAt: new Date().toISOString(), attempts: attempt, lastError: null }).catch(
      (error: unknown) => payload.logger.error({ err: error, msg: `Sent the ${input.kind} email of lead ${input.leadId} but could not record it` }),
    )
    return { output: { messageId } }
  },
}
