import { randomInt } from 'node:crypto'
import net from 'node:net'

/**
 * Every port a test or its servers listen on lies below Linux's ephemeral range (32768–60999 unless the
 * machine's /proc/sys/net/ipv4/ip_local_port_range says otherwise). A port in that range can become the own
 * end of any outgoing connection while nothing listens on it, a pooled database connection of another test's
 * server for one; a server stopped and started again on it (a crash test's embedded PostgreSQL) then cannot
 * bind it for as long as that connection lives. The fixed ports of the stacks sit under `drawnFrom`.
 */
export const ephemeralRangeStart = 32_768
export const drawnFrom = 20_000

/** Each test worker draws from a slice of its own, so two workers never hand out the same port. */
const slices = 8
const sliceSize = Math.floor((ephemeralRangeStart - drawnFrom) / slices)

/** Playwright's and Vitest's worker numbers; the runners' main processes (global setups) take slice 0. */
function workerSlice() {
  const playwright = Number(process.env.TEST_PARALLEL_INDEX)
  if (Number.isInteger(playwright)) return (playwright + 1) % slices
  const vitest = Number(process.env.VITEST_POOL_ID)
  if (Number.isInteger(vitest)) return vitest % slices
  return 0
}

const handedOut = new Set<number>()

const listenable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/** A loopback port nothing listens on, that this process has not handed out before. */
export async function freePort(): Promise<number> {
  const first = drawnFrom + workerSlice() * sliceSize
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = first + randomInt(sliceSize)
    if (handedOut.has(port)) continue
    handedOut.add(port)
    if (await listenable(port)) return port
  }
  throw new Error(`no free loopback port between ${first} and ${first + sliceSize - 1}`)
}
