import type { SanitizedConfig } from 'payload'

import { runBinScript } from '@/server/jobs/bin-script'
import { orphanCutoff, removeOrphanAttachmentsOlderThan } from './removeOrphanAttachments'

export async function script(config: SanitizedConfig): Promise<void> {
  await runBinScript(config, async (payload) => {
    const removed = await removeOrphanAttachmentsOlderThan(payload, orphanCutoff())
    payload.logger.info(`Removed ${removed} orphan attachment(s)`)
  })
}
