import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { checkHealth, HEALTH_TIMEOUT_MS, within } from '@/db/health'
import { presentsBearerToken } from '@/server/http/bearer-token'
import { personalCacheControl } from '@/server/http/cache-control.mjs'
import { siteHealthNow } from '@/site-health/state'
import { hasRole } from '@/users/roles'

// Always asked of the database, never answered from Next's cache.
export const dynamic = 'force-dynamic'

const headers = { 'Cache-Control': personalCacheControl }

/** A session lookup the database cannot answer in time counts as no. */
async function isStaff(payload: Payload, headers: Headers): Promise<boolean> {
  if (!headers.get('cookie') && !headers.get('authorization')) return false
  const lookup = payload.auth({ headers }).then(
    ({ user }) => hasRole(user, 'owner', 'staff'),
    () => false,
  )
  return within(lookup, HEALTH_TIMEOUT_MS, false)
}

/**
 * For an uptime monitor holding HEALTH_TOKEN: the failing checks' names still reach the owner when
 * what fails is email itself, and "checks stopped" when what stopped is the job runner that runs them.
 */
async function monitorAnswer(payload: Payload) {
  const health = await checkHealth(payload)
  if (health.status === 'down') return Response.json({ status: 'down' }, { status: 503, headers })
  const { failing, lastRun, stopped } = await siteHealthNow(payload)
  if (failing.length === 0 && !stopped) return Response.json({ status: 'up' }, { headers })
  return Response.json(
    {
      status: 'degraded',
      failing: failing.map((row) => row.check),
      ...(stopped && { checks: 'stopped', lastRun: lastRun?.toISOString() ?? null }),
    },
    { headers },
  )
}

/** The reason for "down" is shown only to signed-in staff, since it names the site's internals. */
export async function GET(request: Request) {
  const payload = await getPayload({ config })
  if (presentsBearerToken(request.headers, serverEnv().HEALTH_TOKEN)) return monitorAnswer(payload)
  const [health, staff] = await Promise.all([
    checkHealth(payload),
    isStaff(payload, request.headers),
  ])
  return Response.json(staff ? health : { status: health.status }, {
    status: health.status === 'up' ? 200 : 503,
    headers,
  })
}
