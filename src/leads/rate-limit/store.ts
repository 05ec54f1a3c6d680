import { MemoryCounterStore } from './memory-store'

/**
 * Where the limiter counts: one counter per key and fixed window. `increment` adds one and answers the
 * count so far and when the window ends. An implementation shared by several server instances (Redis)
 * plugs in here, in `counterStore()`, and nothing else changes.
 */
export type CounterStore = { increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }> }

let store: CounterStore | undefined

/** The counter store of this process. */
export function counterStore(): CounterStore {
  store ??= new MemoryCounterStore()
  return store
}
