/**
 * Entries in least-recently-counted order, at most `max` of them: setting an entry puts it last, and past
 * `max` the first one is forgotten and answered.
 */
export class RecentlyCounted<Value> {
  private readonly entries = new Map<string, Value>()

  constructor(private readonly max: number) {}

  get size() {
    return this.entries.size
  }

  get(key: string) {
    return this.entries.get(key)
  }

  set(key: string, value: Value): [string, Value] | undefined {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size <= this.max) return undefined
    const oldest = this.entries.entries().next().value as [string, Value]
    this.entries.delete(oldest[0])
    return oldest
  }

  delete(key: string) {
    this.entries.delete(key)
  }
}
