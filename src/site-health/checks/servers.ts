import { createClient } from 'redis'

import type { ServerEnv } from '@/config/env'

import { failing, working, type CheckResult, type SiteCheck } from '../types'
import { checkS3 } from './s3'

const timeoutMs = 2_000

/** A connection of its own that never retries: one PING, answered within the timeout or not. */
async function pingRedis(url: string): Promise<void> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
  } finally {
    if (client.isOpen) await client.quit().catch(() => {})
  }
}

async function checkRedis(url: string): Promise<CheckResult> {
  try {
    await pingRedis(url)
    return working
  } catch (error) {
    return failing(
      `The site's servers cannot reach the cache they share (Redis), so visitors may see older pages and the counts are split. Detail: ${(error as Error).message}.`,
      "Check that the Redis server is running and that REDIS_URL in the server's settings points to it.",
    )
  }
}

const checkedServers = (env: ServerEnv): Promise<CheckResult>[] => [
  ...(env.REDIS_URL ? [checkRedis(env.REDIS_URL)] : []),
  ...(env.S3_BUCKET ? [checkS3(env, env.S3_BUCKET)] : []),
]

/** What several servers share, when set: Redis and the S3 file store. */
export const serversCheck: SiteCheck = {
  name: 'servers',
  run: async ({ env }) => {
    const failures = (await Promise.all(checkedServers(env))).filter((result) => !result.ok)
    if (failures.length === 0) return working
    return failing(
      failures.map((result) => result.problem).join(' '),
      failures.map((result) => result.action).join(' '),
    )
  },
}
