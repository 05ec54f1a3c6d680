import 'server-only'

import { serverEnv } from '@/config/env'
import { clientKey } from '@/server/rate-limit/client-address'
import { decrement, increment, restart } from '@/server/rate-limit/store'

import { tooManyRequests } from './answers'

/** Counted apart, so a visitor's uploads, review or page views never use up their lead. */
export type LimitedRequest = 'lead' | 'upload' | 'review' | 'visit'

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counted against the sending client only, so one client's flood never refuses another. */
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
 * The site's ceiling counts distinct clients in the window, not writes, so a few busy clients
 * cannot refuse everyone else; the database stays bounded by places times the per-client allowance.
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
  // A client let in holds its place until the site's window ends; a refused one holds none.
  await restart(client, places.secondsLeft)
  return { allowed: true }
}

const answer = (verdict: LimitVerdict) =>
  verdict.allowed ? undefined : tooManyRequests(verdict.retryAfterSeconds)

/** The plain 429 to answer, or undefined while the client is within its allowance. */
export const limitClient = async (kind: LimitedRequest, request: Request) =>
  answer(await countClientRequest(kind, request.headers))

export const limitSite = async (kind: LimitedRequest, request: Request) =>
  answer(await countSiteWrite(kind, request.headers))
