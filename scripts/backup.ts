/**
 * npm run backup: writes one archive of the database and the uploaded files into BACKUP_DIR, prunes it to
 * BACKUP_KEEP archives, and prints the archive's path as the last line (for scripts that copy it away).
 * Safe while the site runs. Run through scripts/with-database.ts, which provides the database.
 */
import path from 'node:path'

import { pruneBackups, writeBackup } from '@/backup/dump'
import { serverEnv } from '@/config/env'
import { databaseUri } from '@/db/connection'

const env = serverEnv()
try {
  const archive = await writeBackup({
    connectionString: databaseUri(env),
    uploadsDir: path.join(env.dataDir, 'uploads'),
    backupDir: env.backupDir,
  })
  for (const removed of pruneBackups(env.backupDir, env.BACKUP_KEEP))
    console.log(`Removed the old backup ${removed} (BACKUP_KEEP=${env.BACKUP_KEEP})`)
  console.log(archive)
} catch (error) {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
