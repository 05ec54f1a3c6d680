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

export async function limitClient(
  kind: LimitedRequest,
  request: Request,
): Promise<Response | undefined> {
  return answer(await countClientRequest(kind, request.headers))
}

export async function limitSite(
  kind: LimitedRequest,
  request: Request,
): Promise<Response | undefined> {
  return answer(await countSiteWrite(kind, request.headers))
}
