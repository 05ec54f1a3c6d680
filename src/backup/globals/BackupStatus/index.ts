import type { GlobalConfig } from 'payload'

import { isOwner } from '@/users/access/isOwner'

/** Read by the backups check, so a failure the log alone would say reaches the owner. */
export const BackupStatus: GlobalConfig = {
  slug: 'backup-status',
  label: 'Backup status',
  admin: { hidden: true },
  access: { read: isOwner, update: () => false },
  fields: [
    { name: 'lastSuccessAt', type: 'date' },
    { name: 'lastFailureAt', type: 'date' },
    { name: 'lastError', type: 'text' },
  ],
}
