import path from 'node:path'

import { serverEnv } from '@/config/env'

/** Where the attachments' files are kept without S3 settings: the collection's staticDir. */
export const leadAttachmentsDir = () =>
  path.join(serverEnv().dataDir, 'uploads', 'lead-attachments')
