import fs from 'node:fs'
import path from 'node:path'

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import {
  pageCacheGenerationKey,
  pageCacheKeyPrefix,
  pageCacheNamespace,
} from '@/cache/page-cache-keys.mjs'
import { serverEnv } from '@/config/env'
import { connectRedis, type RedisClient } from '@/redis/client'

/**
 * The pages several instances share in Redis (REDIS_URL), reached from the app through its own connection:
 * Next loads the cache handler (src/cache/redis-cache-handler.mjs) apart from the app's bundle, so both go
 * by the key scheme in src/cache/page-cache-keys.mjs, and the expiry is the handler library's own.
 */

const readyWaitMilliseconds = 1_000
const redisTimeoutMilliseconds = 1_000

let client: RedisClient | undefined

/** The connection, once ready; undefined without REDIS_URL. Throws while Redis does not answer. */
async function connection(): Promise<RedisClient | undefined> {
  const { REDIS_URL } = serverEnv()
  if (!REDIS_URL) return undefined
  const redis = (client ??= connectRedis(REDIS_URL, {
    name: 'Page cache',
    whileDown: 'edits show at once only on the instance that saved them',
  }))
  if (!redis.isReady) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, readyWaitMilliseconds)
      redis.once('ready', () => {
        clearTimeout(timer)
        resolve()
      })
    })
  }
  if (!redis.isReady) throw new Error(`Redis did not answer within ${readyWaitMilliseconds} ms`)
  return redis
}

/** This build's id, which names its pages in Redis as it does for the handler Next creates. */
function buildId() {
  try {
    return fs.readFileSync(path.join(serverEnv().NEXT_DIST_DIR, 'BUILD_ID'), 'utf8').trim()
  } catch {
    return undefined
  }
}

/** Expires the tags' pages and data in Redis now. */
export async function expireSharedPages(tags: string[]) {
  const redis = await connection()
  if (!redis) return
  const handler = createRedisHandler({
    client: redis as Parameters<typeof createRedisHandler>[0]['client'],
    keyPrefix: pageCacheKeyPrefix(buildId()),
    timeoutMs: redisTimeoutMilliseconds,
  })
  for (const tag of tags) await handler.revalidateTag(tag)
}

/** The content generation the shared pages were rendered from; null when unknown or without Redis. */
export async function sharedPagesGeneration() {
  const redis = await connection()
  return redis ? redis.get(pageCacheGenerationKey) : null
}

/** Deletes every build's shared pages and records the generation the next ones come from. */
export async function clearSharedPages(generation: string) {
  const redis = await connection()
  if (!redis) return
  for await (const keys of redis.scanIterator({ MATCH: `${pageCacheNamespace}*`, COUNT: 500 })) {
    if (keys.length > 0) await redis.unlink(keys)
  }
  await redis.set(pageCacheGenerationKey, generation)
}

/** Lets a script exit: the server keeps its connection for the next edit. */
export async function disconnectSharedPages() {
  await client?.close().catch(() => {})
  client = undefined
}
