/**
 * A sliding window per client kept in this process's memory: enough for one server; several instances
 * each count on their own.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  /** Records a request from `key`; false when it is over the limit (the refused request is not counted). */
  allow(key: string, now = Date.now()): boolean {
    const since = now - this.windowMs
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since)
    if (recent.length >= this.max) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    // Re-inserting keeps the map in least-recently-seen order, so the oldest client is dropped first.
    this.hits.delete(key)
    this.hits.set(key, recent)
    if (this.hits.size > this.maxClients) this.hits.delete(this.hits.keys().next().value as string)
    return true
  }

  /** Seconds until `key` may send again. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const oldest = this.hits.get(key)?.[0]
    return oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000))
  }
}

/**
 * The address to count a request against. Only a trusted proxy's X-Forwarded-For is believed, and then
 * its last entry, the one that proxy appended; a route handler cannot see the socket, so without a proxy
 * every visitor shares one window.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string {
  if (!trustProxy) return 'direct'
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').at(-1)?.trim()
  return last || 'unknown'
}
