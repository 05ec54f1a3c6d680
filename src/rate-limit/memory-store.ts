import { RecentlyCounted } from './recently-counted'
import type { CounterStore } from './store'

type Window = { count: number; resetAt: number }

type HeldWindow = Window & { holder: string }

type Admitted = { members: Set<string>; resetAt: number }

/**
 * Counters in this process's memory: right for one server; several instances would each count on their
 * own. Every map is bounded, so a flood from many addresses cannot grow them without bound: past `maxKeys`
 * the least recently counted window is forgotten. A key a client can make up at will (a login to a name
 * nobody has) is counted on behalf of that client, its holder, in a pool of its own where each holder keeps
 * at most `maxKeysPerHolder`: a client's flood of made-up names forgets only its own, never another
 * client's counters or a real account's.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly windows: RecentlyCounted<Window>
  private readonly heldWindows: RecentlyCounted<HeldWindow>
  private readonly holdings = new Map<string, RecentlyCounted<true>>()
  private readonly admitted = new Map<string, Admitted>()

  constructor(
    maxKeys = 50_000,
    private readonly now: () => number = Date.now,
    private readonly maxKeysPerHolder = 100,
  ) {
    this.windows = new RecentlyCounted(maxKeys)
    this.heldWindows = new RecentlyCounted(maxKeys)
  }

  async increment(key: string, windowMs: number, holder?: string): Promise<Window> {
    const now = this.now()
    const current = holder === undefined ? this.windows.get(key) : this.heldWindows.get(key)
    const window =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowMs }
    if (holder === undefined) this.windows.set(key, window)
    else this.hold(key, window, (current as HeldWindow | undefined)?.holder ?? holder)
    return { ...window }
  }

  /** A held key stays with the client that first counted it; other clients' attempts add to the same count. */
  private hold(key: string, window: Window, holder: string) {
    const forgotten = this.heldWindows.set(key, { ...window, holder })
    if (forgotten) this.release(...forgotten)
    const holding = this.holdings.get(holder) ?? new RecentlyCounted<true>(this.maxKeysPerHolder)
    this.holdings.set(holder, holding)
    const [ownOldest] = holding.set(key, true) ?? []
    if (ownOldest !== undefined) this.heldWindows.delete(ownOldest)
  }

  private release(key: string, { holder }: HeldWindow) {
    const holding = this.holdings.get(holder)
    holding?.delete(key)
    if (holding?.size === 0) this.holdings.delete(holder)
  }

  async decrement(key: string) {
    const current = this.windows.get(key) ?? this.heldWindows.get(key)
    if (current && current.resetAt > this.now() && current.count > 0) current.count -= 1
  }

  /** Each set holds at most `max` members, so it is bounded like the counters. */
  async admit(key: string, member: string, max: number, windowMs: number) {
    const now = this.now()
    const current = this.admitted.get(key)
    const window =
      current && current.resetAt > now
        ? current
        : { members: new Set<string>(), resetAt: now + windowMs }
    this.admitted.set(key, window)
    if (!window.members.has(member) && window.members.size < max) window.members.add(member)
    return { admitted: window.members.has(member), resetAt: window.resetAt }
  }
}
