import path from 'node:path'

import { serverEnv } from '@/config/env'

/** The collection's staticDir, used without S3 settings. */
export const leadAttachmentsDir = () =>
  path.join(serverEnv().dataDir, 'uploads', 'lead-attachments')
