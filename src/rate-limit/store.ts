import { serverEnv } from '@/config/env'
import { connectRedis } from '@/redis/client'

import { MemoryCounterStore } from './memory-store'
import { RedisCounterStore } from './redis-store'

/**
 * Where the limiter counts, in fixed windows. `increment` adds one to a key's counter and answers the count
 * so far and when the window ends; a key any client can make up (a name nobody has) names the client it is
 * counted for as its `holder`, so a bounded store forgets that client's own keys first; `decrement` takes one back within the same window (a request counted
 * before its outcome was known that turned out not to count, such as a login that succeeded). `admit` lets
 * `member` into a key's set of at most `max` members: a member already in stays in, a new one is let in
 * while there is room; it answers when the window ends.
 */
export type CounterStore = {
  increment(
    key: string,
    windowMs: number,
    holder?: string,
  ): Promise<{ count: number; resetAt: number }>
  decrement(key: string): Promise<void>
  admit(
    key: string,
    member: string,
    max: number,
    windowMs: number,
  ): Promise<{ admitted: boolean; resetAt: number }>
}

let store: CounterStore | undefined

/**
 * The counter store of this process: Redis when REDIS_URL is set (shared by every instance), else memory.
 * The lead intake and the accounts' login limits count here; Payload's config loads it through the Users
 * collection, in scripts outside Next too, so it is not marked server-only.
 */
export function counterStore(): CounterStore {
  if (store) return store
  const { REDIS_URL } = serverEnv()
  store = REDIS_URL
    ? new RedisCounterStore(
        connectRedis(REDIS_URL, { name: 'Rate limits', whileDown: 'counting in this process' }),
        new MemoryCounterStore(),
      )
    : new MemoryCounterStore()
  return store
}
