import path from 'node:path'
import type { Payload } from 'payload'

import type { ServerEnv } from '@/config/env'
import { databaseUri } from '@/db/connection'

import { pruneBackups, writeBackup } from './dump'

/** The next time of day `at` (HH:MM, server local time) strictly after `now`. */
export function nextBackupAt(now: Date, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number)
  const next = new Date(now)
  next.setHours(hours, minutes, 0, 0)
  if (next <= now) next.setDate(next.getDate() + 1)
  return next
}

/**
 * The nightly backup inside the server, when BACKUP_AT is set: the same archive as `npm run backup`, then
 * the oldest archives beyond BACKUP_KEEP are deleted. A failed night is logged and the next one still runs.
 */
export function scheduleBackups(payload: Payload, env: ServerEnv): void {
  const at = env.BACKUP_AT
  if (!at) return
  const plan = () => {
    const delay = nextBackupAt(new Date(), at).getTime() - Date.now()
    setTimeout(() => void run().finally(plan), delay).unref()
  }
  const run = async () => {
    try {
      const archive = await writeBackup({
        connectionString: databaseUri(env),
        uploadsDir: path.join(env.dataDir, 'uploads'),
        backupDir: env.backupDir,
      })
      const removed = pruneBackups(env.backupDir, env.BACKUP_KEEP)
      payload.logger.info({ msg: `Nightly backup written to ${archive}`, removed })
    } catch (error) {
      payload.logger.error({ err: error, msg: 'The nightly backup failed' })
    }
  }
  plan()
}
