import type { TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { sendClaimedEmail } from '@/email/lease'
import { noticeDeliveryField, sendNoticeTask, siteNoticesCollection } from '@/notices/constants'

import { sendLeadEmailRetries } from '@/leads/tasks/sendLeadEmail'

/** Claimed and retried like a lead email, so never sent again once recorded as sent. */
export const sendNotice: TaskConfig<{
  input: { noticeId: string }
  output: { messageId: string }
}> = {
  slug: sendNoticeTask,
  label: 'Send a notice to the owner',
  inputSchema: [{ name: 'noticeId', type: 'text', required: true }],
  retries: sendLeadEmailRetries,
  handler: async ({ input, job, req: { payload } }) => {
    const env = serverEnv()
    const messageId = `<${input.noticeId}.notice@${new URL(env.publicUrl).hostname || 'localhost'}>`
    const email = {
      collection: siteNoticesCollection,
      id: input.noticeId,
      stateField: noticeDeliveryField,
      name: `notice ${input.noticeId}`,
    } as const
    await sendClaimedEmail(payload, email, job, {
      leaseSeconds: env.JOBS_LEASE_SECONDS,
      attempts: sendLeadEmailRetries.attempts,
      send: async () => {
        const notice = await payload.findByID({
          collection: siteNoticesCollection,
          id: input.noticeId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
        if (!notice) return false
        await payload.sendEmail({
          to: notice.to,
          subject: notice.subject,
          text: notice.text,
          html: notice.html,
          messageId,
        })
        return true
      },
    })
    return { output: { messageId } }
  },
}
