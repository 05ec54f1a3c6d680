import 'server-only'

/**
 * The address a request is counted against. X-Forwarded-For holds one entry per hop, each appended by
 * the hop that received the connection; the server itself appends the connecting address
 * (appendPeerAddress), so the last entry is always real. With `trustedHops` proxies in front, the client
 * is the entry the outermost trusted proxy appended: `trustedHops` entries before the last. Entries
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
