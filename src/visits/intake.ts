import 'server-only'

import type { Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { referrerHost, sourceName } from '@/db/source-name'
import { countView } from '@/db/visits'
import { readGuardedJson } from '@/server/http/json-request'

import { notAVisit } from './real-visit'
import { siteDay, visitorDays, visitorHash } from './recognise'
import { countedRoute } from './routes'
import { visitReportSchema } from './schema'

/** A referrer on this site is a move between its pages, not where the visitor came from. */
function outsideReferrer(referrer: string | undefined, request: Request): string | undefined {
  const host = referrerHost(referrer)
  const ownHosts = [
    referrerHost(serverEnv().publicUrl),
    referrerHost(`http://${request.headers.get('host') ?? ''}`),
  ]
  return host && !ownHosts.includes(host) ? referrer : undefined
}

/** A program's, a prefetch's or a team member's view is answered but not counted. */
export async function receiveVisit(request: Request, payload: Payload): Promise<Response> {
  const read = await readGuardedJson(request, {
    kind: 'visit',
    // A report is a path, a referrer and a source name: anything larger is not one.
    maxBytes: 4096,
    schema: visitReportSchema,
  })
  if ('answer' in read) return read.answer
  const report = read.data

  const route = countedRoute(report.path)
  const skipped = await notAVisit(request, payload, route)
  if (skipped || !route) return Response.json({ counted: false, reason: skipped })

  const { day, endsAt } = siteDay(new Date(), serverEnv().SITE_TIME_ZONE)
  const days = visitorDays()
  const visitor = visitorHash(await days.salt(day, endsAt), request.headers)
  const arrivedFrom = sourceName(report.utmSource, outsideReferrer(report.referrer, request))
  const entry = await days.enter(day, visitor, arrivedFrom, endsAt)
  await countView(payload, {
    day,
    route,
    source: entry.source,
    firstOfDay: entry.first,
  })
  return Response.json({ counted: true })
}
