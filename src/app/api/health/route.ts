import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { serverEnv } from '@/config/env'
import { checkHealth, HEALTH_TIMEOUT_MS } from '@/site-health/health-check'
import { presentsHealthToken } from '@/site-health/health-token'
import { personalCacheControl } from '@/server/http/cache-control.mjs'
import { siteHealthNow } from '@/site-health/checks-stopped'
import { hasRole } from '@/users/roles'

// Always asked of the database, never answered from Next's cache.
export const dynamic = 'force-dynamic'

/** A session lookup the database cannot answer in time counts as no. */
async function isStaff(payload: Payload, headers: Headers): Promise<boolean> {
  if (!headers.get('cookie') && !headers.get('authorization')) return false
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)
  })
  const lookup = payload.auth({ headers }).then(
    ({ user }) => hasRole(user, 'owner', 'staff'),
    () => false,
  )
  return Promise.race([lookup, deadline]).finally(() => clearTimeout(timer))
}

/**
 * For an uptime monitor holding HEALTH_TOKEN: the failing checks' names still reach the owner when
 * what fails is email itself, and "checks stopped" when what stopped is the job runner that runs them.
 */
async function monitorAnswer(payload: Payload) {
  const health = await checkHealth(payload)
  if (health.status === 'down')
    return Response.json(
      { status: 'down' },
      { status: 503, headers: { 'Cache-Control': personalCacheControl } },
    )
  const { failing, lastRun, stopped } = await siteHealthNow(payload)
  const names = failing.map((row) => row.check)
  const stoppedChecks = stopped
    ? { checks: 'stopped', lastRun: lastRun?.toISOString() ?? null }
    : {}
  return Response.json(
    names.length > 0 || stopped
      ? { status: 'degraded', failing: names, ...stoppedChecks }
      : { status: 'up' },
    { headers: { 'Cache-Control': personalCacheControl } },
  )
}

/** The reason for "down" is shown only to signed-in staff, since it names the site's internals. */
export async function GET(request: Request) {
  const payload = await getPayload({ config })
  if (presentsHealthToken(request.headers, serverEnv().HEALTH_TOKEN)) return monitorAnswer(payload)
  const [health, staff] = await Promise.all([
    checkHealth(payload),
    isStaff(payload, request.headers),
  ])
  return Response.json(staff ? health : { status: health.status }, {
    status: health.status === 'up' ? 200 : 503,
    headers: { 'Cache-Control': personalCacheControl },
  })
}
