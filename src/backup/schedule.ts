import path from 'node:path'
import type { Payload } from 'payload'

import type { ServerEnv } from '@/config/env'
import { databaseUri } from '@/db/connection'

import { pruneBackups, writeBackup } from './dump'
import { recordBackup } from './record'

export function nextBackupAt(now: Date, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number)
  const next = new Date(now)
  next.setHours(hours, minutes, 0, 0)
  if (next <= now) next.setDate(next.getDate() + 1)
  return next
}

/** The outcome is recorded, so the backups check tells the owner. */
export async function runNightlyBackup(payload: Payload, env: ServerEnv): Promise<void> {
  try {
    const archive = await writeBackup({
      connectionString: databaseUri(env),
      uploadsDir: path.join(env.dataDir, 'uploads'),
      backupDir: env.backupDir,
    })
    const removed = pruneBackups(env.backupDir, env.BACKUP_KEEP)
    payload.logger.info({ msg: `Nightly backup written to ${archive}`, removed })
    await recordBackup(payload, { ok: true, at: new Date() })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'The nightly backup failed' })
    await recordBackup(payload, { ok: false, at: new Date(), error: (error as Error).message })
  }
}

/** A failed night does not stop the next one. */
export function scheduleBackups(payload: Payload, env: ServerEnv): void {
  const at = env.BACKUP_AT
  if (!at) return
  const plan = () => {
    const delay = nextBackupAt(new Date(), at).getTime() - Date.now()
    setTimeout(() => void runNightlyBackup(payload, env).finally(plan), delay).unref()
  }
  plan()
}
