import type { Payload, TaskConfig } from 'payload'

import { serverEnv } from '@/config/env'
import { sendClaimedEmail } from '@/email/lease'
import { noticeDeliveryField, sendNoticeTask, siteNoticesCollection } from '@/notices/constants'

import { messageIdOf } from '@/leads/email/email-ref'
import { sendLeadEmailRetries } from '@/leads/tasks/sendLeadEmail'

type Job = { id: string | number; totalTried?: number | null }

/** Claimed and retried like a lead email, so never sent again once recorded as sent. */
async function sendOnce(payload: Payload, noticeId: string, job: Job) {
  const messageId = messageIdOf(noticeId, 'notice')
  const email = {
    collection: siteNoticesCollection,
    id: noticeId,
    stateField: noticeDeliveryField,
    name: `notice ${noticeId}`,
  } as const
  await sendClaimedEmail(payload, email, job, {
    leaseSeconds: serverEnv().JOBS_LEASE_SECONDS,
    attempts: sendLeadEmailRetries.attempts,
    send: async () => {
      const notice = await payload.findByID({
        collection: siteNoticesCollection,
        id: noticeId,
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
  return messageId
}

/**
 * The notices to the same people queued before this one and waiting for a retry, oldest first.
 * One not tried yet is being sent by its own job now.
 */
async function waitingBefore(payload: Payload, noticeId: string) {
  const notice = await payload.findByID({
    collection: siteNoticesCollection,
    id: noticeId,
    select: { to: true, createdAt: true },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!notice) return []
  const { docs } = await payload.find({
    collection: siteNoticesCollection,
    where: {
      to: { equals: notice.to },
      createdAt: { less_than: notice.createdAt },
      'delivery.status': { equals: 'retrying' },
    },
    sort: 'createdAt',
    select: {},
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return docs.map((doc) => String(doc.id))
}

/**
 * Sends the earlier notices waiting for a retry first, so the owner reads them in the order the
 * site queued them: a recovery never before its alert, however that alert's retries are spaced.
 */
export const sendNotice: TaskConfig<{
  input: { noticeId: string }
  output: { messageId: string }
}> = {
  slug: sendNoticeTask,
  label: 'Send a notice to the owner',
  inputSchema: [{ name: 'noticeId', type: 'text', required: true }],
  retries: sendLeadEmailRetries,
  handler: async ({ input, job, req: { payload } }) => {
    // Counted as a first attempt, so this job's retries never give up another notice.
    for (const earlier of await waitingBefore(payload, input.noticeId))
      await sendOnce(payload, earlier, { id: job.id, totalTried: 0 })
    return { output: { messageId: await sendOnce(payload, input.noticeId, job) } }
  },
}
