/**
 * Next's cache, in Redis so a save through one instance shows on all; without REDIS_URL in memory,
 * so a restart or restore never serves old pages. Next loads this file outside the app's bundle, so
 * it reads process.env itself.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

import { pageCacheKeyPrefix } from './page-cache-keys.mjs'

const RECONNECT_CEILING_MS = 2_000
// A slower answer counts as a miss, and the page is rendered afresh.
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

/** Emptied at each outage: it never serves a page another instance expired while Redis was up. */
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
