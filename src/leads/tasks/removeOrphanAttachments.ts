import type { Payload, TaskConfig } from 'payload'

import { attachmentLimits } from '@/leads/attachments'

/** Through Payload, which removes the file from disk or the bucket as well. */
export async function removeOrphanAttachmentsOlderThan(
  payload: Payload,
  cutoff: Date,
): Promise<number> {
  const { docs, errors } = await payload.delete({
    collection: 'lead-attachments',
    where: {
      and: [{ lead: { exists: false } }, { createdAt: { less_than: cutoff.toISOString() } }],
    },
    overrideAccess: true,
    depth: 0,
  })
  for (const error of errors)
    payload.logger.error({
      msg: `Could not remove orphan attachment ${error.id}: ${error.message}`,
    })
  return docs.length
}

export const orphanCutoff = (now: Date = new Date()) =>
  new Date(now.getTime() - attachmentLimits.orphanHours * 60 * 60 * 1000)

export const removeOrphanAttachments: TaskConfig<{
  input: Record<string, never>
  output: { removed: number }
}> = {
  slug: 'removeOrphanAttachments',
  label: 'Remove attachments never sent with a request',
  schedule: [{ cron: '0 17 * * * *', queue: 'default' }],
  handler: async ({ req: { payload } }) => ({
    output: { removed: await removeOrphanAttachmentsOlderThan(payload, orphanCutoff()) },
  }),
}
