import type { RedisClient } from '@/db/redis'

import { newSalt, type Entry, type VisitorDays } from './visitor-days'

/** While Redis is unreachable, a visitor may count twice but a view is never lost. */
export class RedisVisitorDays implements VisitorDays {
  constructor(
    private readonly client: RedisClient,
    private readonly whileDown: VisitorDays,
    private readonly keyPrefix = 'site:visits:',
  ) {}

  /** Whether this call set the key, and the key's value: one SET NX GET (Redis 7). */
  private async setOnce(key: string, value: string, endsAt: number) {
    const before = await this.client.set(`${this.keyPrefix}${key}`, value, {
      condition: 'NX',
      expiration: { type: 'PX', value: Math.max(1, endsAt - Date.now()) },
      GET: true,
    })
    return before === null ? { first: true, value } : { first: false, value: String(before) }
  }

  private async orWhileDown<T>(work: () => Promise<T>, whileDown: () => Promise<T>) {
    if (!this.client.isReady) return whileDown()
    return work().catch(whileDown)
  }

  async salt(day: string, endsAt: number) {
    return this.orWhileDown(
      async () => (await this.setOnce(`${day}:salt`, newSalt(), endsAt)).value,
      () => this.whileDown.salt(day, endsAt),
    )
  }

  async enter(day: string, visitor: string, source: string, endsAt: number): Promise<Entry> {
    return this.orWhileDown(
      async () => {
        const { first, value } = await this.setOnce(`${day}:visitor:${visitor}`, source, endsAt)
        return { first, source: value }
      },
      () => this.whileDown.enter(day, visitor, source, endsAt),
    )
  }
}
