import type { TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { reviewCopyOf } from '@/reviews/globals/ReviewCopy/defaults'
import { leadCollections, reviewEmailKind, type LeadCollection } from '@/leads/constants'
import { sendClaimedEmail } from '@/email/lease'
import { leadEmail, messageIdOf } from '@/leads/email/email-ref'
import { siteContact } from '@/leads/email/site-contact'
import { cancelQueuedReviewRequests } from '@/reviews/cancel'
import {
  optOutEndpointPath,
  optOutPagePath,
  reviewPagePath,
  reviewRequestTask,
} from '@/reviews/constants'
import { findReviewLead, jobName } from '@/reviews/customer'
import { reviewRequestEmail } from '@/reviews/emails'
import { signReviewLink } from '@/reviews/token'
import { sendLeadEmailRetries } from '@/leads/tasks/sendLeadEmail'

/** Once sent, opted out or called off, no runner or retry ever sends it again. */
export const sendReviewRequest: TaskConfig<{
  input: { collection: LeadCollection; leadId: string }
  output: { messageId: string }
}> = {
  slug: reviewRequestTask,
  label: 'Send a review request',
  inputSchema: [
    { name: 'collection', type: 'select', required: true, options: [...leadCollections] },
    { name: 'leadId', type: 'text', required: true },
  ],
  retries: sendLeadEmailRetries,
  handler: async ({ input, job, req: { payload } }) => {
    const env = serverEnv()
    const messageId = messageIdOf(input.leadId, reviewEmailKind)
    await sendClaimedEmail(payload, leadEmail({ ...input, kind: reviewEmailKind }), job, {
      leaseSeconds: env.JOBS_LEASE_SECONDS,
      attempts: sendLeadEmailRetries.attempts,
      send: async () => {
        const lead = await findReviewLead(payload, input.collection, input.leadId)
        if (!lead) return false
        // Moved on from Won during the delay: the customer is not asked, and the lead says why.
        if (lead.doc.status !== 'won') {
          await cancelQueuedReviewRequests(payload, { id: { equals: input.leadId } }, 'notWon', {
            collections: [input.collection],
          })
          return false
        }
        const [contact, stored] = await Promise.all([
          siteContact(payload),
          payload.findGlobal({ slug: 'review-copy', depth: 0, overrideAccess: true }),
        ])
        const link = (purpose: 'review' | 'optOut') =>
          signReviewLink(env.PAYLOAD_SECRET, {
            purpose,
            collection: input.collection,
            leadId: input.leadId,
          })
        const optOut = link('optOut')
        const message = reviewRequestEmail(
          reviewCopyOf(stored).email,
          { business: contact.businessName, job: jobName(lead) },
          {
            review: `${env.publicUrl}${reviewPagePath(link('review'))}`,
            optOut: `${env.publicUrl}${optOutPagePath(optOut)}`,
          },
        )
        await payload.sendEmail({
          ...message,
          to: lead.doc.email,
          replyTo: contact.teamAddress,
          messageId,
          // RFC 8058: mail clients offer an unsubscribe button that posts here with one click.
          headers: {
            'List-Unsubscribe': `<${env.publicUrl}${optOutEndpointPath}?token=${optOut}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        })
        return true
      },
    })
    return { output: { messageId } }
  },
}
