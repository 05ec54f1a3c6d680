import type { RedisClient } from '@/db/redis'

import { newSalt, type Entry, type VisitorDays } from './visitor-days'

/** While Redis is unreachable, a visitor may count twice but a view is never lost. */
export class RedisVisitorDays implements VisitorDays {
  constructor(
    private readonly client: RedisClient,
    private readonly whileDown: VisitorDays,
    private readonly keyPrefix = 'site:visits:',
  ) {}

  /** Answers whether this call set the key, and its value. */
  private async setOnce(key: string, value: string, endsAt: number) {
    const ttl = Math.max(1, endsAt - Date.now())
    const [set, stored] = await this.client
      .multi()
      .set(key, value, { NX: true, PX: ttl })
      .get(key)
      .exec()
    return { set: String(set) === 'OK', value: String(stored ?? value) }
  }

  async salt(day: string, endsAt: number) {
    if (!this.client.isReady) return this.whileDown.salt(day, endsAt)
    try {
      return (await this.setOnce(`${this.keyPrefix}${day}:salt`, newSalt(), endsAt)).value
    } catch {
      return this.whileDown.salt(day, endsAt)
    }
  }

  async enter(day: string, visitor: string, source: string, endsAt: number): Promise<Entry> {
    if (!this.client.isReady) return this.whileDown.enter(day, visitor, source, endsAt)
    try {
      const { set, value } = await this.setOnce(
        `${this.keyPrefix}${day}:visitor:${visitor}`,
        source,
        endsAt,
      )
      return { first: set, source: value }
    } catch {
      return this.whileDown.enter(day, visitor, source, endsAt)
    }
  }
}
