import path from 'node:path'
import type { Payload } from 'payload'

import type { ServerEnv } from '@/config/env'
import { databaseUri } from '@/db/connection'

import type { BackupStatus } from '@/payload-types'

import { pruneBackups, writeBackup } from './dump'

export function nextBackupAt(now: Date, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number)
  const next = new Date(now)
  next.setHours(hours, minutes, 0, 0)
  if (next <= now) next.setDate(next.getDate() + 1)
  return next
}

/**
 * Every server plans the same night; the one whose key for it goes into Payload's key-value store
 * first (its unique index refuses the others) writes the night's archive. Payload's job schedule
 * would not serve: it counts queued jobs before adding one, so two servers can each queue a run.
 */
async function claimNight(payload: Payload, night: Date): Promise<boolean> {
  const key = `nightly-backup:${night.toISOString()}`
  try {
    await payload.create({
      collection: 'payload-kv',
      data: { key, data: { claimedAt: new Date().toISOString() } },
      overrideAccess: true,
    })
    return true
  } catch (error) {
    if (await payload.kv.has(key)) return false
    throw error
  }
}

/** A database that cannot take the record is logged; the backup itself stands. */
const recordBackup = (payload: Payload, data: Partial<BackupStatus>) =>
  payload
    .updateGlobal({ slug: 'backup-status', data, overrideAccess: true })
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Could not record how the nightly backup went' }),
    )

/** Recorded by the server that ran the night, so the backups check can tell the owner. */
export async function runNightlyBackup(
  payload: Payload,
  env: ServerEnv,
  night: Date,
): Promise<void> {
  try {
    if (!(await claimNight(payload, night))) return
    const archive = await writeBackup({
      connectionString: databaseUri(env),
      uploadsDir: path.join(env.dataDir, 'uploads'),
      backupDir: env.backupDir,
    })
    const removed = pruneBackups(env.backupDir, env.BACKUP_KEEP)
    payload.logger.info({ msg: `Nightly backup written to ${archive}`, removed })
    await recordBackup(payload, { lastSuccessAt: new Date().toISOString() })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'The nightly backup failed' })
    await recordBackup(payload, {
      lastFailureAt: new Date().toISOString(),
      lastError: (error as Error).message.slice(0, 500),
    })
  }
}

/** A failed night does not stop the next one. */
export function scheduleBackups(payload: Payload, env: ServerEnv): void {
  const at = env.BACKUP_AT
  if (!at) return
  const plan = () => {
    const night = nextBackupAt(new Date(), at)
    setTimeout(
      () => void runNightlyBackup(payload, env, night).finally(plan),
      night.getTime() - Date.now(),
    ).unref()
  }
  plan()
}
