import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { serverEnv } from '@/config/env'
import { connectRedis, type RedisClient } from '@/db/redis'

import { pageCacheKeyPrefix } from './page-cache-keys.mjs'

/**
 * Next applies a route handler's revalidateTag after the response, so another server asked at once
 * would serve the old page: the save expires the tag in Redis first (multi-instance.e2e.spec.ts).
 */
let client: RedisClient | undefined

export async function expireSharedTag(tag: string) {
  const { REDIS_URL, NEXT_DIST_DIR } = serverEnv()
  if (!REDIS_URL) return
  client ??= connectRedis(REDIS_URL, {
    name: 'Page cache',
    whileDown: 'edits show at once only on the instance that saved them',
  })
  // The first save of a process finds the connection still opening.
  if (!client.isReady) await once(client, 'ready', { signal: AbortSignal.timeout(1_000) })
  const buildId = fs.readFileSync(path.join(NEXT_DIST_DIR, 'BUILD_ID'), 'utf8').trim()
  await createRedisHandler({
    client: client as Parameters<typeof createRedisHandler>[0]['client'],
    keyPrefix: pageCacheKeyPrefix(buildId),
    timeoutMs: 1_000,
  }).revalidateTag(tag)
}
