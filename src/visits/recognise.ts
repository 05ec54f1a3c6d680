import { createHash } from 'node:crypto'

import { tz } from '@date-fns/tz'
import { addDays, format, startOfDay } from 'date-fns'

import { serverEnv } from '@/config/env'
import { clientKey } from '@/server/rate-limit/client-address'
import { connectRedis } from '@/db/redis'

import { MemoryVisitorDays, RedisVisitorDays, type VisitorDays } from './visitor-days'

let days: VisitorDays | undefined

/** The day's salt and visitors: in Redis when REDIS_URL is set, else in memory. */
export function visitorDays(): VisitorDays {
  const { REDIS_URL } = serverEnv()
  days ??= REDIS_URL
    ? new RedisVisitorDays(
        connectRedis(REDIS_URL, {
          name: 'Visit counts',
          whileDown: 'recognising visitors in this process',
        }),
        new MemoryVisitorDays(),
      )
    : new MemoryVisitorDays()
  return days
}

let lastDay: { timeZone: string; day: string; startsAt: number; endsAt: number } | undefined

/**
 * The business's day at `now` (YYYY-MM-DD in SITE_TIME_ZONE), and the instant it ends. Kept until
 * the day ends: working out a zone's offsets is most of a page view's cost.
 */
export function siteDay(now: Date, timeZone: string): { day: string; endsAt: number } {
  const at = +now
  if (lastDay?.timeZone !== timeZone || at < lastDay.startsAt || at >= lastDay.endsAt) {
    const inZone = { in: tz(timeZone) }
    lastDay = {
      timeZone,
      day: format(now, 'yyyy-MM-dd', inZone),
      startsAt: +startOfDay(now, inZone),
      endsAt: +startOfDay(addDays(now, 1, inZone), inZone),
    }
  }
  return { day: lastDay.day, endsAt: lastDay.endsAt }
}

/** The most visitors one address counts as in a day, whatever user agents it sends. */
const visitorsPerAddress = 5

/**
 * Plausible's scheme: once the day's salt is gone nothing links the hash to the person. The browser
 * is one of `visitorsPerAddress` groups, so many user agents from one address stay a few visitors.
 */
export function visitorHash(salt: string, headers: Headers): string {
  const address = clientKey(headers, serverEnv().TRUST_PROXY)
  const browser = browserGroup(headers.get('user-agent') ?? '')
  return createHash('sha256').update(`${salt}\n${address}\n${browser}`).digest('base64url')
}

export const browserGroup = (userAgent: string) =>
  createHash('sha256').update(userAgent).digest().readUInt32BE() % visitorsPerAddress
