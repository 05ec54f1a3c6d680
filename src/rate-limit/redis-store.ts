import type { RedisClient } from '@/redis/client'

import type { CounterStore } from './store'

/**
 * Adds one to a key's window and answers the count and the milliseconds left, in one round trip that no
 * other instance can interleave with: the first count of a window starts its expiry.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return { count, left }
`

/**
 * Takes one back from a key's window, only while that window lives, so it never starts one of its own.
 * Answers 1 when it took one back.
 */
const DECREMENT_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
  return 1
end
return 0
`

/**
 * Lets a member into a key's set while it has room, in one round trip: a member already in stays in, and
 * the first member of a window starts its expiry. Answers whether the member is in and the milliseconds left.
 */
const ADMIT_SCRIPT = `
local admitted = redis.call('SISMEMBER', KEYS[1], ARGV[1])
if admitted == 0 and redis.call('SCARD', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('SADD', KEYS[1], ARGV[1])
  admitted = 1
end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]); left = tonumber(ARGV[3]) end
return { admitted, left }
`

/**
 * Counters in Redis, shared by every instance of the site, so a client's limit holds whichever instance the
 * load balancer picks. While Redis is unreachable each process counts on its own (`whileDown`) rather than
 * refusing every lead: the limit is a guard against floods, not worth losing real requests for.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly client: RedisClient,
    private readonly whileDown: CounterStore,
    private readonly keyPrefix = 'site:rate-limit:',
  ) {}

  /** Redis forgets each key when its window ends, so a holder matters only to the store counting while it is down. */
  async increment(key: string, windowMs: number, holder?: string) {
    if (!this.client.isReady) return this.whileDown.increment(key, windowMs, holder)
    try {
      const [count, left] = (await this.client.eval(INCREMENT_SCRIPT, {
        keys: [this.keyPrefix + key],
        arguments: [String(windowMs)],
      })) as [number, number]
      return { count, resetAt: Date.now() + left }
    } catch {
      return this.whileDown.increment(key, windowMs, holder)
    }
  }

  /** A count that Redis does not hold was made in this process while Redis refused it: taken back here. */
  async decrement(key: string) {
    if (!this.client.isReady) return this.whileDown.decrement(key)
    try {
      const taken = await this.client.eval(DECREMENT_SCRIPT, { keys: [this.keyPrefix + key] })
      if (taken !== 1) await this.whileDown.decrement(key)
    } catch {
      await this.whileDown.decrement(key)
    }
  }

  async admit(key: string, member: string, max: number, windowMs: number) {
    if (!this.client.isReady) return this.whileDown.admit(key, member, max, windowMs)
    try {
      const [admitted, left] = (await this.client.eval(ADMIT_SCRIPT, {
        keys: [this.keyPrefix + key],
        arguments: [member, String(max), String(windowMs)],
      })) as [number, number]
      return { admitted: admitted === 1, resetAt: Date.now() + left }
    } catch {
      return this.whileDown.admit(key, member, max, windowMs)
    }
  }
}
