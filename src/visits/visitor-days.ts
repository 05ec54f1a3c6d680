import { randomBytes } from 'node:crypto'

/** A visitor's first view of the day, and the source that view came from, which the day's later views keep. */
export type Entry = { first: boolean; source: string }

/**
 * What recognises a visitor within one day and no longer: the day's random salt, and the salted hashes seen
 * that day with the source of each one's first view. Both are forgotten when the day ends (`endsAt`), so a
 * hash of an earlier day can no longer be matched to anyone. They are kept out of the database, and so out
 * of the backups, on purpose: Redis when REDIS_URL is set (every instance recognises the same visitor;
 * ./visitor-days-redis.ts), else this process's memory.
 */
export type VisitorDays = {
  salt(day: string, endsAt: number): Promise<string>
  enter(day: string, visitor: string, source: string, endsAt: number): Promise<Entry>
}

export const newSalt = () => randomBytes(32).toString('base64url')

/** The visitors one process remembers in a day; past it, a further visitor counts as new at each view. */
const maxVisitorsInMemory = 100_000

/** One day at a time, dropped at the day's end by a timer, or at the first call of a later day. */
export class MemoryVisitorDays implements VisitorDays {
  private held: { day: string; salt: string; visitors: Map<string, string> } | undefined
  private timer: NodeJS.Timeout | undefined

  private today(day: string, endsAt: number) {
    if (this.held?.day === day) return this.held
    this.forget()
    this.held = { day, salt: newSalt(), visitors: new Map() }
    this.timer = setTimeout(() => this.forget(), Math.max(0, endsAt - Date.now()))
    this.timer.unref()
    return this.held
  }

  /** The day whose salt this process holds, if any. */
  heldDay(): string | undefined {
    return this.held?.day
  }

  forget() {
    clearTimeout(this.timer)
    this.held = undefined
  }

  async salt(day: string, endsAt: number) {
    return this.today(day, endsAt).salt
  }

  async enter(day: string, visitor: string, source: string, endsAt: number): Promise<Entry> {
    const { visitors } = this.today(day, endsAt)
    const known = visitors.get(visitor)
    if (known !== undefined) return { first: false, source: known }
    if (visitors.size < maxVisitorsInMemory) visitors.set(visitor, source)
    return { first: true, source }
  }
}
