import { getPayload, type SanitizedConfig } from 'payload'

import { orphanCutoff, removeOrphanAttachmentsOlderThan } from './removeOrphanAttachments'

/** `payload attachments:clean`: the hourly cleanup, run now. */
export async function script(config: SanitizedConfig): Promise<void> {
  const payload = await getPayload({ config })
  const removed = await removeOrphanAttachmentsOlderThan(payload, orphanCutoff())
  payload.logger.info(`Removed ${removed} orphan attachment(s)`)
  await payload.destroy()
}
