import 'server-only'

import { serverEnv } from '@/config/env'
import { connectRedis } from '@/redis/client'

import { MemoryCounterStore } from './memory-store'
import { RedisCounterStore } from './redis-store'

/**
 * Where the limiter counts: one counter per key and fixed window. `increment` adds one and answers the
 * count so far and when the window ends.
 */
export type CounterStore = { increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> }

let store: CounterStore | undefined

/** The counter store of this process: Redis when REDIS_URL is set (shared by every instance), else memory. */
export function counterStore(): CounterStore {
  if (store) return store
  const { REDIS_URL } = serverEnv()
  store = REDIS_URL
    ? new RedisCounterStore(connectRedis(REDIS_URL, { name: 'Lead rate limits', whileDown: 'counting in this process' }), new MemoryCounterStore())
    : new MemoryCounterStore()
  return store
}
