import type { TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { reviewCopyOf } from '@/globals/ReviewCopy/defaults'
import { leadCollections, reviewEmailKind, type LeadCollection } from '@/leads/constants'
import { siteContact } from '@/leads/email/site-contact'
import { optOutEndpointPath, optOutPagePath, reviewPagePath, reviewRequestTask } from '@/reviews/constants'
import { findReviewLead, jobName } from '@/reviews/customer'
import { reviewRequestEmail } from '@/reviews/emails'
import { signReviewLink } from '@/reviews/token'

import { claimEmail, emailStatus, recordFailure, recordSent, renewClaim } from '@/leads/email/claim'
import { sendLeadEmailRetries } from './sendLeadEmail'

export type SendReviewRequestInput = { collection: LeadCollection; leadId: string }

/** Thrown while another runner holds the email: this job tries again after its back-off. */
class EmailHeldElsewhere extends Error {}

/**
 * The one review request of a won lead. Claimed before anything else, as the lead emails are
 * (emailClaim.ts): once recorded as sent, or opted out, no runner or retry ever sends it again.
 */
export const sendReviewRequest: TaskConfig<{ input: SendReviewRequestInput; output: { messageId: string } }> = {
  slug: reviewRequestTask,
  label: 'Send a review request',
  inputSchema: [
    { name: 'collection', type: 'select', required: true, options: [...leadCollections] },
    { name: 'leadId', type: 'text', required: true },
  ],
  retries: sendLeadEmailRetries,
  handler: async ({ input, job, req: { payload } }) => {
    const env = serverEnv()
    const messageId = `<${input.leadId}.${reviewEmailKind}@${new URL(env.publicUrl).hostname || 'localhost'}>`
    const email = { ...input, kind: reviewEmailKind } as const
    const claim = await claimEmail(payload, email, env.JOBS_LEASE_SECONDS, job.id)
    if (!claim) {
      const status = await emailStatus(payload, email)
      if (status === 'queued' || status === 'retrying') throw new EmailHeldElsewhere(`The review request of lead ${input.leadId} is being sent by another runner`)
      return { output: { messageId } }
    }

    const renewal = setInterval(() => {
      renewClaim(payload, claim, env.JOBS_LEASE_SECONDS).catch((error: unknown) => payload.logger.warn({ err: error, msg: 'Could not renew an email claim' }))
    }, (env.JOBS_LEASE_SECONDS * 1000) / 3)
    const attempt = (job.totalTried ?? 0) + 1
    try {
      const lead = await findReviewLead(payload, input.collection, input.leadId)
      if (!lead) return { output: { messageId } }
      const [contact, stored] = await Promise.all([siteContact(payload), payload.findGlobal({ slug: 'review-copy', depth: 0, overrideAccess: true })])
      const link = (purpose: 'review' | 'optOut') => signReviewLink(env.PAYLOAD_SECRET, { purpose, collection: input.collection, leadId: input.leadId })
      const optOut = link('optOut')
      const message = reviewRequestEmail(
        reviewCopyOf(stored).email,
        { business: contact.businessName, job: jobName(lead) },
        { review: `${env.publicUrl}${reviewPagePath(link('review'))}`, optOut: `${env.publicUrl}${optOutPagePath(optOut)}` },
      )
      await payload.sendEmail({
        ...message,
        to: lead.doc.email,
        replyTo: contact.teamAddress,
        messageId,
        // RFC 8058: mail clients offer their own unsubscribe button and post to this address with one click.
        headers: {
          'List-Unsubscribe': `<${env.publicUrl}${optOutEndpointPath}?token=${optOut}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      })
    } catch (error) {
      await recordFailure(payload, claim, {
        status: attempt > sendLeadEmailRetries.attempts ? 'failed' : 'retrying',
        attempts: attempt,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      }).catch((recordError: unknown) => payload.logger.error({ err: recordError, msg: 'Could not record a failed review request' }))
      throw error
    } finally {
      clearInterval(renewal)
    }

    // The email is out: a failure to record it must not fail the task, or the retry would send it twice.
    await recordSent(payload, claim, attempt).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Sent the review request of lead ${input.leadId} but could not record it` }),
    )
    return { output: { messageId } }
  },
}
