import { isIPv6 } from 'node:net'

/**
 * Each hop appends to X-Forwarded-For and the server appends the connecting address, so the last
 * entry is real; the client is the one the outermost trusted proxy appended, and entries further
 * left were written by the client.
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) return 'unknown'
  const entry = entries[Math.max(0, entries.length - 1 - trustedHops)]
  return entry.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase()
}

/** A zone (`fe80::1%eth0`) stays in the last group, which the /64 never reaches. */
function hextets(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string | undefined]
  const written = (part: string | undefined) => (part ? part.split(':') : [])
  // A trailing dotted IPv4 part never reaches the first four groups, so two zeros stand in.
  const groups = (part: string | undefined) =>
    written(part).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const before = groups(head)
  const after = groups(tail)
  return [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after]
}

/**
 * An IPv6 client is counted by its /64: a subscriber line is handed a whole /64 and may send from
 * any address in it.
 */
function clientNetwork(address: string): string {
  if (!isIPv6(address)) return address
  const network = hextets(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
  return `${network.join(':')}::/64`
}

export const clientKey = (headers: Headers, trustedHops: number) =>
  clientNetwork(clientAddress(headers, trustedHops))
