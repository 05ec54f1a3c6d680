import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

import { serverEnv } from '@/config/env'
import { connectRedis } from '@/db/redis'

let counter: RateLimiterAbstract | undefined

/**
 * Redis makes a limit hold on every instance; while it fails each process counts alone. Each count
 * names its own window, so `duration` only ends a stray take-back. Payload's config loads it too.
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

export async function increment(key: string, seconds: number) {
  const { consumedPoints, msBeforeNext } = await limiter().penalty(key, 1, {
    customDuration: seconds,
  })
  return { count: consumedPoints, secondsLeft: Math.max(1, Math.ceil(msBeforeNext / 1000)) }
}

/** For a request counted before its outcome was known that turned out not to count. */
export const decrement = (key: string) => limiter().reward(key)

export const restart = (key: string, seconds: number) => limiter().set(key, 1, seconds)

export const forget = (key: string) => limiter().delete(key)
