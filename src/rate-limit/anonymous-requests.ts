import 'server-only'

import { serverEnv } from '@/config/env'

import { clientKey } from '@/rate-limit/client-address'
import { decrement, increment, restart } from '@/rate-limit/store'

/**
 * Each kind of anonymous request is counted apart: a visitor's upload, review or page views never use up
 * their lead. Page views have an allowance of their own, as every page a visitor reads reports one.
 */
export type LimitedRequest = 'lead' | 'upload' | 'review' | 'visit'

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts every request, well-formed or not, against the client that sent it and nobody else, so one
 * client's flood or broken requests never refuse another client.
 */
export async function countClientRequest(
  kind: LimitedRequest,
  headers: Headers,
): Promise<LimitVerdict> {
  const env = serverEnv()
  const max = kind === 'visit' ? env.VISITS_RATE_LIMIT_MAX : env.LEADS_RATE_LIMIT_MAX
  const key = `${kind}:client:${clientKey(headers, env.TRUST_PROXY)}`
  const { count, secondsLeft } = await increment(key, env.LEADS_RATE_LIMIT_WINDOW_SECONDS)
  return count > max ? { allowed: false, retryAfterSeconds: secondsLeft } : { allowed: true }
}

/**
 * The site's ceiling, checked before a write: it counts distinct clients in the window, not writes. A
 * handful of clients, however busy, only ever use their own per-client allowance and take a handful of the
 * places, so they cannot refuse everyone else; a client already let in keeps its place for the window. The
 * database still has a bound (places times the per-client allowance), and filling it takes that many
 * distinct networks, each IPv6 /64 counting once. Refused requests never reach it.
 */
export async function countSiteWrite(
  kind: LimitedRequest,
  headers: Headers,
): Promise<LimitVerdict> {
  const env = serverEnv()
  const seconds = env.LEADS_RATE_LIMIT_WINDOW_SECONDS
  const client = `${kind}:site-client:${clientKey(headers, env.TRUST_PROXY)}`
  if ((await increment(client, seconds)).count > 1) return { allowed: true }
  const places = await increment(`${kind}:site-clients`, seconds)
  if (places.count > env.LEADS_SITE_RATE_LIMIT_CLIENTS) {
    await decrement(client)
    return { allowed: false, retryAfterSeconds: places.secondsLeft }
  }
  // A client let in holds its place until the site's window ends; a refused one holds none and may try again.
  await restart(client, places.secondsLeft)
  return { allowed: true }
}
