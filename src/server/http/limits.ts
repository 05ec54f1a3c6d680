import 'server-only'

import {
  countClientRequest,
  countSiteWrite,
  type LimitedRequest,
  type LimitVerdict,
} from '@/server/rate-limit/anonymous-requests'

import { tooManyRequests } from './answers'

const answer = (verdict: LimitVerdict) =>
  verdict.allowed ? undefined : tooManyRequests(verdict.retryAfterSeconds)

/** The plain 429 when this request's client is over its limit; undefined when it may go on. */
export async function limitClient(
  kind: LimitedRequest,
  request: Request,
): Promise<Response | undefined> {
  return answer(await countClientRequest(kind, request.headers))
}

/** The plain 429 when the site has let in as many clients as its ceiling allows; undefined when the write may go on. */
export async function limitSite(
  kind: LimitedRequest,
  request: Request,
): Promise<Response | undefined> {
  return answer(await countSiteWrite(kind, request.headers))
}
