import { randomBytes } from 'node:crypto'

import type { RedisClient } from '@/db/redis'

/** The day's later views keep the source of the first. */
export type Entry = { first: boolean; source: string }

type SetOnce = { first: boolean; value: string }

/**
 * The day's salt and hashes are forgotten when the day ends, so an earlier day's hash can no longer
 * be matched to anyone; they stay out of the database, and so out of the backups, on purpose.
 */
export abstract class VisitorDays {
  /** Whether this call set the day's key, and the key's value. */
  abstract setOnce(day: string, key: string, value: string, endsAt: number): Promise<SetOnce>

  async salt(day: string, endsAt: number) {
    return (await this.setOnce(day, 'salt', randomBytes(32).toString('base64url'), endsAt)).value
  }

  async enter(day: string, visitor: string, source: string, endsAt: number): Promise<Entry> {
    const { first, value } = await this.setOnce(day, `visitor:${visitor}`, source, endsAt)
    return { first, source: value }
  }
}

/** Past it, a further visitor counts as new at each view (the salt is always kept). */
const maxKeysInMemory = 100_000

export class MemoryVisitorDays extends VisitorDays {
  private held: { day: string; values: Map<string, string> } | undefined
  private timer: NodeJS.Timeout | undefined

  heldDay(): string | undefined {
    return this.held?.day
  }

  forget() {
    clearTimeout(this.timer)
    this.held = undefined
  }

  async setOnce(day: string, key: string, value: string, endsAt: number): Promise<SetOnce> {
    if (this.held?.day !== day) {
      this.forget()
      this.held = { day, values: new Map() }
      this.timer = setTimeout(() => this.forget(), Math.max(0, endsAt - Date.now()))
      this.timer.unref()
    }
    const known = this.held.values.get(key)
    if (known !== undefined) return { first: false, value: known }
    if (key === 'salt' || this.held.values.size < maxKeysInMemory) this.held.values.set(key, value)
    return { first: true, value }
  }
}

/** While Redis is unreachable, a visitor may count twice but a view is never lost. */
export class RedisVisitorDays extends VisitorDays {
  constructor(
    private readonly client: RedisClient,
    private readonly whileDown: VisitorDays,
    private readonly keyPrefix = 'site:visits:',
  ) {
    super()
  }

  /** One SET NX GET (Redis 7), expiring when the day ends. */
  async setOnce(day: string, key: string, value: string, endsAt: number): Promise<SetOnce> {
    if (!this.client.isReady) return this.whileDown.setOnce(day, key, value, endsAt)
    try {
      const before = await this.client.set(`${this.keyPrefix}${day}:${key}`, value, {
        condition: 'NX',
        expiration: { type: 'PX', value: Math.max(1, endsAt - Date.now()) },
        GET: true,
      })
      return before === null ? { first: true, value } : { first: false, value: String(before) }
    } catch {
      return this.whileDown.setOnce(day, key, value, endsAt)
    }
  }
}
