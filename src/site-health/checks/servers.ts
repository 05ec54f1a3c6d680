import { createClient } from 'redis'

import { failing, working, type SiteCheck } from '../types'

const timeoutMs = 2_000

/** A connection of its own that never retries: one PING, answered within the timeout or not. */
async function pingRedis(url: string): Promise<void> {
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.ping()
  } finally {
    if (client.isOpen) await client.quit().catch(() => {})
  }
}

/** The Redis that several servers share (REDIS_URL), when there is one. */
export const serversCheck: SiteCheck = {
  name: 'servers',
  run: async ({ env }) => {
    if (!env.REDIS_URL) return working
    try {
      await pingRedis(env.REDIS_URL)
      return working
    } catch (error) {
      return failing(
        `The site cannot reach its Redis server (${(error as Error).message}); each server now keeps its own page cache and counts.`,
        "Check that the Redis server is running and that REDIS_URL in the server's settings points to it.",
      )
    }
  },
}
