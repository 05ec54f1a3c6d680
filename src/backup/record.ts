import type { Payload } from 'payload'

export const backupStatusGlobal = 'backup-status'

export type BackupOutcome = { ok: true; at: Date } | { ok: false; at: Date; error: string }

/** A database that cannot take the record is logged; the backup itself stands. */
export async function recordBackup(payload: Payload, outcome: BackupOutcome): Promise<void> {
  const data = outcome.ok
    ? { lastSuccessAt: outcome.at.toISOString() }
    : { lastFailureAt: outcome.at.toISOString(), lastError: outcome.error.slice(0, 500) }
  await payload
    .updateGlobal({ slug: backupStatusGlobal, data, overrideAccess: true })
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Could not record how the nightly backup went' }),
    )
}
