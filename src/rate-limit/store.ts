import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { serverEnv } from '@/config/env'
import { connectRedis } from '@/redis/client'

let counter: RateLimiterAbstract | undefined

/**
 * The site's counter, in fixed windows that start at a key's first count: in Redis when REDIS_URL is set, so a
 * limit holds whichever instance a client reaches, else in this process; while Redis fails, each process counts
 * on its own (the insurance limiter) rather than refusing every request. Memory forgets a key when its window
 * ends but caps no number of keys, so every limit keeps a client under a few keys at most. Each limit names
 * its window and maximum per count, so one counter serves them all; `duration` only ends a stray take-back.
 * Payload's config loads it through the Users collection, outside Next too, so it is not marked server-only.
 */
function limiter(): RateLimiterAbstract {
  if (counter) return counter
  const { REDIS_URL } = serverEnv()
  const memory = new RateLimiterMemory({ points: 1, duration: 1 })
  counter = REDIS_URL
    ? new RateLimiterRedis({
        storeClient: connectRedis(REDIS_URL, {
          name: 'Rate limits',
          whileDown: 'counting in this process',
        }),
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
        keyPrefix: 'site:rate-limit',
        points: 1,
        duration: 1,
      })
    : memory
  return counter
}

/** Adds one to a key's window of `seconds`: the count so far, and the whole seconds (at least one) left. */
export async function increment(key: string, seconds: number) {
  const { consumedPoints, msBeforeNext } = await limiter().penalty(key, 1, {
    customDuration: seconds,
  })
  return { count: consumedPoints, secondsLeft: Math.max(1, Math.ceil(msBeforeNext / 1000)) }
}

/** Takes one back within the window: a request counted before its outcome was known that did not count. */
export const decrement = (key: string) => limiter().reward(key)

/** Starts a key's window again at a count of one, ending in `seconds`. */
export const restart = (key: string, seconds: number) => limiter().set(key, 1, seconds)
