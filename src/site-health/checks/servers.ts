import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { createClient } from 'redis'

import type { ServerEnv } from '@/config/env'
import { s3ClientConfig } from '@/config/s3'

import { failing, working, type CheckResult, type SiteCheck } from '../types'

const timeoutMs = 2_000

/** A connection of its own that never retries: one PING, answered within the timeout or not. */
async function checkRedis(url: string): Promise<CheckResult> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
    return working
  } catch (error) {
    return failing(
      `The site's servers cannot reach the cache they share (Redis), so visitors may see older pages and the counts are split. Detail: ${(error as Error).message}.`,
      "Check that the Redis server is running and that REDIS_URL in the server's settings points to it.",
    )
  } finally {
    if (client.isOpen) await client.quit().catch(() => {})
  }
}

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
async function checkS3(env: ServerEnv, bucket: string): Promise<CheckResult> {
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

/** What several servers share, when set: Redis and the S3 file store. */
export const serversCheck: SiteCheck = async ({ env }) => {
  const results = await Promise.all([
    ...(env.REDIS_URL ? [checkRedis(env.REDIS_URL)] : []),
    ...(env.S3_BUCKET ? [checkS3(env, env.S3_BUCKET)] : []),
  ])
  const failures = results.filter((result) => !result.ok)
  if (failures.length === 0) return working
  return failing(
    failures.map((result) => result.problem).join(' '),
    failures.map((result) => result.action).join(' '),
  )
}
