import type { S3ClientConfig } from '@aws-sdk/client-s3'

import type { ServerEnv } from './env'

/** One reading of S3_* for the attachments' storage and the site check. */
export function s3ClientConfig(env: ServerEnv): S3ClientConfig {
  return {
    region: env.S3_REGION ?? 'auto',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}
