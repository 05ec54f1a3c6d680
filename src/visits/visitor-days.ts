import { randomBytes } from 'node:crypto'

/** The day's later views keep the source of the first. */
export type Entry = { first: boolean; source: string }

/**
 * The day's salt and hashes are forgotten when the day ends, so an earlier day's hash can no longer
 * be matched to anyone; they stay out of the database, and so out of the backups, on purpose.
 */
export type VisitorDays = {
  salt(day: string, endsAt: number): Promise<string>
  enter(day: string, visitor: string, source: string, endsAt: number): Promise<Entry>
}

export const newSalt = () => randomBytes(32).toString('base64url')

/** Past it, a further visitor counts as new at each view. */
const maxVisitorsInMemory = 100_000

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
