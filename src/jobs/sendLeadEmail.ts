import type { Payload, TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { confirmationEmail, notificationEmail, type Lead } from '@/leads/email/templates'
import { emailKinds, leadCollections, leadEmailTask, type EmailKind, type LeadCollection } from '@/leads/constants'
import { siteContact } from '@/leads/email/site-contact'

import { claimEmail, emailStatus, recordFailure, recordSent, renewClaim } from '@/leads/email/claim'

export type SendLeadEmailInput = { collection: LeadCollection; leadId: string; kind: EmailKind }

/** About eight and a half hours of SMTP outage before an email is given up as failed. */
export const sendLeadEmailRetries = { attempts: 10, backoff: { type: 'exponential', delay: 30_000 } } as const

async function findLead(payload: Payload, collection: LeadCollection, id: string): Promise<Lead | undefined> {
  // Depth 1 so the notification names each attachment (and the admin link is all it carries of it).
  const doc = await payload.findByID({ collection, id, depth: 1, overrideAccess: true, disableErrors: true })
  if (!doc) return undefined
  return { collection, doc } as Lead
}

function messageIdFor(input: SendLeadEmailInput): string {
  const host = new URL(serverEnv().publicUrl).hostname || 'localhost'
  return `<${input.leadId}.${input.kind}@${host}>`
}

/** Thrown while another runner holds the email: this job tries again after its back-off. */
class EmailHeldElsewhere extends Error {}

async function messageFor(payload: Payload, lead: Lead, kind: EmailKind) {
  const contact = await siteContact(payload)
  const visitor = lead.collection === 'contact-submissions' ? lead.doc.name : lead.doc.customerName
  return kind === 'notification'
    ? { ...notificationEmail(lead, serverEnv().publicUrl), to: contact.teamAddress, replyTo: { name: visitor, address: lead.doc.email } }
    : { ...confirmationEmail(lead, contact.businessName), to: lead.doc.email, replyTo: contact.teamAddress }
}

/**
 * One email of one lead. A task per email so a failed confirmation never resends the notification. The
 * email is claimed before anything else (see src/leads/email/claim.ts): an email recorded as sent is never claimed,
 * so it never goes out again, whichever runner or retry comes to it.
 */
export const sendLeadEmail: TaskConfig<{ input: SendLeadEmailInput; output: { messageId: string } }> = {
  slug: leadEmailTask,
  label: 'Send a lead email',
  inputSchema: [
    { name: 'collection', type: 'select', required: true, options: [...leadCollections] },
    { name: 'leadId', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: [...emailKinds] },
  ],
  retries: sendLeadEmailRetries,
  handler: async ({ input, job, req: { payload } }) => {
    const messageId = messageIdFor(input)
    const leaseSeconds = serverEnv().JOBS_LEASE_SECONDS
    const claim = await claimEmail(payload, input, leaseSeconds, job.id)
    if (!claim) {
      const status = await emailStatus(payload, input)
      // Sent, given up, or the lead was deleted: nothing to do, ever.
      if (status === undefined || status === 'sent' || status === 'failed') return { output: { messageId } }
      throw new EmailHeldElsewhere(`The ${input.kind} email of lead ${input.leadId} is being sent by another runner`)
    }

    const renewal = setInterval(() => {
      renewClaim(payload, claim, leaseSeconds).catch((error: unknown) => payload.logger.warn({ err: error, msg: 'Could not renew an email claim' }))
    }, (leaseSeconds * 1000) / 3)
    const attempt = (job.totalTried ?? 0) + 1
    try {
      const lead = await findLead(payload, input.collection, input.leadId)
      if (!lead) return { output: { messageId } }
      await payload.sendEmail({ ...(await messageFor(payload, lead, input.kind)), messageId })
    } catch (error) {
      await recordFailure(payload, claim, {
        status: attempt > sendLeadEmailRetries.attempts ? 'failed' : 'retrying',
        attempts: attempt,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      }).catch((recordError: unknown) => payload.logger.error({ err: recordError, msg: 'Could not record a failed lead email' }))
      throw error
    } finally {
      clearInterval(renewal)
    }

    // The email is out: a failure to record it must not fail the task, or the retry would send it twice.
    await recordSent(payload, claim, attempt).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Sent the ${input.kind} email of lead ${input.leadId} but could not record it` }),
    )
    return { output: { messageId } }
  },
}
