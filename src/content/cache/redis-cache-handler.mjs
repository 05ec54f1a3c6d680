/**
 * Next's incremental cache (rendered pages and unstable_cache data, with their tags). With
 * REDIS_URL it is in Redis, so a save through one instance shows on all of them at the next
 * request; without it, in this process's memory, so a restart (or a restore) never serves pages
 * rendered from other content. Next loads this file itself, outside the app's bundle, so it reads
 * REDIS_URL from the environment. While Redis is unreachable, pages are served from a memory cache
 * in this process; the log says so once per outage, and again when Redis is back.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

import { pageCacheKeyPrefix } from './page-cache-keys.mjs'

const RECONNECT_CEILING_MS = 2_000
// A page read waits this long for Redis; a slower answer counts as a miss and the page is rendered afresh.
const REDIS_TIMEOUT_MS = 1_000

function connect(url) {
  const client = createClient({
    url,
    // Without an offline queue a command fails at once while disconnected, instead of holding a page.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, RECONNECT_CEILING_MS),
    },
  })
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    console.error(
      `Page cache: Redis unreachable (${error.message}); serving pages from this instance's memory until it is back`,
    )
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    console.info('Page cache: Redis is back; pages are shared again')
  })
  // The first connection may fail too: the client keeps retrying in the background.
  client.connect().catch(() => {})
  return client
}

const memoryCache = () => createLruHandler({ maxItemsNumber: 1_000 })

/**
 * This process's memory, used only while Redis is down: it starts empty at each outage, so it never
 * serves a page that another instance expired while Redis was up. A slow Redis answer is a miss,
 * not a memory read.
 */
function memoryWhileDown(client) {
  let memory = memoryCache()
  client.on('ready', () => {
    memory = memoryCache()
  })
  return {
    name: 'memory-while-redis-is-down',
    get: (key, meta) => (client.isReady ? null : memory.get(key, meta)),
    set: async (key, value, context) => {
      if (!client.isReady) await memory.set(key, value, context)
    },
    revalidateTag: (tag) => memory.revalidateTag(tag),
    delete: (key) => memory.delete(key),
  }
}

function sharedHandlers(buildId) {
  const client = connect(process.env.REDIS_URL)
  return [
    createRedisHandler({
      client,
      keyPrefix: pageCacheKeyPrefix(buildId),
      timeoutMs: REDIS_TIMEOUT_MS,
    }),
    memoryWhileDown(client),
  ]
}

CacheHandler.onCreation(({ buildId }) => {
  return { handlers: process.env.REDIS_URL ? sharedHandlers(buildId) : [memoryCache()] }
})

export default CacheHandler
