import 'server-only'

import { serverEnv } from '@/config/env'

import { clientKey } from '@/rate-limit/client-address'
import { counterStore } from '@/rate-limit/store'

/**
 * Each kind of anonymous request is counted apart: a visitor's upload, review or page views never use up
 * their lead. Page views have an allowance of their own, as every page a visitor reads reports one.
 */
export type LimitedRequest = 'lead' | 'upload' | 'review' | 'visit'

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const retryAfter = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))

async function count(key: string, max: number): Promise<LimitVerdict> {
  const windowMs = serverEnv().LEADS_RATE_LIMIT_WINDOW_SECONDS * 1000
  const { count: seen, resetAt } = await counterStore().increment(key, windowMs)
  return seen > max ? { allowed: false, retryAfterSeconds: retryAfter(resetAt) } : { allowed: true }
}

/**
 * Counts every request, well-formed or not, against the client that sent it and nobody else, so one
 * client's flood or broken requests never refuse another client.
 */
export function countClientRequest(kind: LimitedRequest, headers: Headers): Promise<LimitVerdict> {
  const env = serverEnv()
  const max = kind === 'visit' ? env.VISITS_RATE_LIMIT_MAX : env.LEADS_RATE_LIMIT_MAX
  return count(`${kind}:client:${clientKey(headers, env.TRUST_PROXY)}`, max)
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
  const windowMs = env.LEADS_RATE_LIMIT_WINDOW_SECONDS * 1000
  const { admitted, resetAt } = await counterStore().admit(
    `${kind}:site-clients`,
    clientKey(headers, env.TRUST_PROXY),
    env.LEADS_SITE_RATE_LIMIT_CLIENTS,
    windowMs,
  )
  return admitted ? { allowed: true } : { allowed: false, retryAfterSeconds: retryAfter(resetAt) }
}
