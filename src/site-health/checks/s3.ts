import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import type { ServerEnv } from '@/config/env'
import { s3ClientConfig } from '@/config/s3'

import { failing, working, type CheckResult } from '../types'

const timeoutMs = 2_000

/** HeadBucket's refusals carry no body, so the SDK names them only "UnknownError". */
function reason(error: unknown, bucket: string): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
  if (status === 404) return `it has no bucket named "${bucket}"`
  if (status === 403) return "it refuses the site's keys"
  if (status) return `it answers with HTTP status ${status}`
  if ((error as Error).name === 'AbortError')
    return `nothing came back within ${timeoutMs / 1000} seconds`
  return (error as Error).message
}

/** One HeadBucket, not retried: proves the store answers, has the bucket and takes the keys. */
export async function checkS3(env: ServerEnv, bucket: string): Promise<CheckResult> {
  const client = new S3Client({ ...s3ClientConfig(env), maxAttempts: 1 })
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    })
    return working
  } catch (error) {
    return failing(
      `Files attached to leads cannot be saved or downloaded: the file store (S3) does not answer. Detail: ${reason(error, bucket)}.`,
      "Check S3_ENDPOINT and its keys (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) in the server's settings, and that the bucket S3_BUCKET names exists.",
    )
  } finally {
    client.destroy()
  }
}
