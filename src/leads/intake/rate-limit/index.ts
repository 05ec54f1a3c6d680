import 'server-only'

import { serverEnv } from '@/config/env'

import { clientAddress } from './client-address'
import { counterStore } from './store'

/** Each kind of anonymous request is counted apart: a visitor's upload never uses up their lead. */
export type LimitedRequest = 'lead' | 'upload'

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
  return count(`${kind}:client:${clientAddress(headers, env.TRUST_PROXY)}`, env.LEADS_RATE_LIMIT_MAX)
}

/**
 * Counts a write the site is about to make, from any client: a ceiling far above real traffic that only
 * keeps the database from being flooded by many addresses at once. Refused requests never reach it.
 */
export function countSiteWrite(kind: LimitedRequest): Promise<LimitVerdict> {
  return count(`${kind}:site`, serverEnv().LEADS_SITE_RATE_LIMIT_MAX)
}
