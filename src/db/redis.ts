import { createClient } from 'redis'

/**
 * Commands fail at once while Redis is down (no offline queue), so a caller falls back instead of
 * waiting; the client reconnects by itself and the log says when it is lost and back.
 */
export function connectRedis(url: string, user: { name: string; whileDown: string }) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
  let down = false
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    console.error(
      `${user.name}: Redis unreachable (${error.message}); ${user.whileDown} until it is back`,
    )
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    console.info(`${user.name}: Redis is back`)
  })
  client.connect().catch(() => {})
  return client
}

export type RedisClient = ReturnType<typeof connectRedis>
