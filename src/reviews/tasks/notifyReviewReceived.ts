import type { TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { siteContact } from '@/leads/email/site-contact'
import { reviewReceivedTask } from '@/reviews/constants'
import { reviewReceivedEmail } from '@/reviews/emails'

export const notifyReviewReceived: TaskConfig<{
  input: { reviewId: string }
  output: { messageId: string }
}> = {
  slug: reviewReceivedTask,
  label: 'Tell the owner about a new review',
  inputSchema: [{ name: 'reviewId', type: 'text', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req: { payload } }) => {
    const env = serverEnv()
    const messageId = `<${input.reviewId}.review-received@${new URL(env.publicUrl).hostname || 'localhost'}>`
    const review = await payload.findByID({
      collection: 'reviews',
      id: input.reviewId,
      draft: true,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!review) return { output: { messageId } }
    const contact = await siteContact(payload)
    await payload.sendEmail({
      ...reviewReceivedEmail(review, env.publicUrl),
      to: contact.teamAddress,
      messageId,
    })
    return { output: { messageId } }
  },
}
