import type { CollectionAfterChangeHook } from 'payload'

import { sendNoticeTask } from '@/notices/constants'

/** In the transaction that stored the notice, so neither exists without the other. */
export const queueNoticeEmail: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await req.payload.jobs.queue({ task: sendNoticeTask, input: { noticeId: String(doc.id) }, req })
  return doc
}
