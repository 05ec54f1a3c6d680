import type { TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { sendClaimedEmail } from '@/email/lease'
import { messageIdOf } from '@/leads/email/email-ref'
import { siteContact } from '@/leads/email/site-contact'
import { reviewReceivedEmailField, reviewReceivedTask } from '@/reviews/constants'
import { reviewReceivedEmail } from '@/reviews/emails'

const retries = { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } } as const

/** Claimed like a lead email, so two runners that pick its job send it once. */
export const notifyReviewReceived: TaskConfig<{
  input: { reviewId: string }
  output: { messageId: string }
}> = {
  slug: reviewReceivedTask,
  label: 'Tell the owner about a new review',
  inputSchema: [{ name: 'reviewId', type: 'text', required: true }],
  retries,
  handler: async ({ input, job, req: { payload } }) => {
    const env = serverEnv()
    const messageId = messageIdOf(input.reviewId, 'review-received')
    const email = {
      collection: 'reviews',
      id: input.reviewId,
      stateField: reviewReceivedEmailField,
      name: `the note of review ${input.reviewId}`,
    } as const
    await sendClaimedEmail(payload, email, job, {
      leaseSeconds: env.JOBS_LEASE_SECONDS,
      attempts: retries.attempts,
      send: async () => {
        const review = await payload.findByID({
          collection: 'reviews',
          id: input.reviewId,
          draft: true,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
        if (!review) return false
        const contact = await siteContact(payload)
        await payload.sendEmail({
          ...reviewReceivedEmail(review, env.publicUrl),
          to: contact.teamAddress,
          messageId,
        })
        return true
      },
    })
    return { output: { messageId } }
  },
}
