import { isIPv6 } from 'node:net'

/**
 * The address a request is counted against. X-Forwarded-For holds one entry per hop, each appended by
 * the hop that received the connection; the server itself appends the connecting address
 * (appendPeerAddress), so the last entry is always real. With `trustedHops` proxies in front, the client
 * is the entry the outermost trusted one appended: `trustedHops` entries before the last. Entries
 * further left were written by the client and are never believed.
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

/**
 * The groups of 16 bits an IPv6 address writes before `::`, after it, and how many `::` stands for. A zone
 * (`fe80::1%eth0`) stays in the last group, which the /64 never reaches.
 */
function hextets(address: string): string[] {
  const [head, tail] = address.split('::') as [string, string | undefined]
  const written = (part: string | undefined) => (part ? part.split(':') : [])
  // A trailing dotted IPv4 part fills two groups; it never reaches the first four, so two zeros stand in.
  const groups = (part: string | undefined) =>
    written(part).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const before = groups(head)
  const after = groups(tail)
  return [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after]
}

/**
 * The client a limit counts: an IPv4 address as it is, an IPv6 address by its /64 network. One subscriber
 * line or server is handed a whole /64 and may send from any of its addresses, so counting each address
 * would let one client be as many clients as it likes.
 */
export function clientNetwork(address: string): string {
  if (!isIPv6(address)) return address
  const network = hextets(address)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
  return `${network.join(':')}::/64`
}

/** The key a request is counted under: its client's address, grouped to the network one client holds. */
export const clientKey = (headers: Headers, trustedHops: number) =>
  clientNetwork(clientAddress(headers, trustedHops))
