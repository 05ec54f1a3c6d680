import type { CollectionAfterChangeHook } from 'payload'

import { sendNoticeTask } from '@/notices/constants'

/** A new notice is queued for sending in the transaction that stored it, so neither exists without the other. */
export const queueNoticeEmail: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({ task: sendNoticeTask, input: { noticeId: String(doc.id) }, req })
  return doc
}
