import type { CounterStore } from './store'

type Window = { count: number; resetAt: number }

type Admitted = { members: Set<string>; resetAt: number }

/**
 * Counters in this process's memory: right for one server; several instances would each count on their
 * own. At most `maxKeys` windows are kept, so a flood from many addresses cannot grow the map without
 * bound: past it the least recently counted window is forgotten.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, Window>()
  private readonly admitted = new Map<string, Admitted>()

  constructor(
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<Window> {
    const now = this.now()
    const current = this.windows.get(key)
    const window = current && current.resetAt > now ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: now + windowMs }
    // Re-inserting keeps the map in least-recently-counted order.
    this.windows.delete(key)
    this.windows.set(key, window)
    if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value as string)
    return { ...window }
  }

  async decrement(key: string) {
    const current = this.windows.get(key)
    if (current && current.resetAt > this.now() && current.count > 0) current.count -= 1
  }

  /** Each set holds at most `max` members, so it is bounded like the counters. */
  async admit(key: string, member: string, max: number, windowMs: number) {
    const now = this.now()
    const current = this.admitted.get(key)
    const window = current && current.resetAt > now ? current : { members: new Set<string>(), resetAt: now + windowMs }
    this.admitted.set(key, window)
    if (!window.members.has(member) && window.members.size < max) window.members.add(member)
    return { admitted: window.members.has(member), resetAt: window.resetAt }
  }
}
