import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { ServerEnv } from '@/config/env'
import { s3ClientConfig } from '@/config/s3'

import { LeadAttachments } from '.'

/**
 * The plugin is always installed (disabled without S3_BUCKET) so both storages share one schema and
 * one set of migrations; files are served through Payload's file route, which checks read access.
 */
export function leadAttachmentStorage(env: ServerEnv): Plugin {
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    bucket: env.S3_BUCKET ?? '',
    acl: 'private',
    collections: { [LeadAttachments.slug]: true },
    config: s3ClientConfig(env),
  })
}
