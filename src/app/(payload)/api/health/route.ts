import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { checkHealth, HEALTH_TIMEOUT_MS } from '@/health/check'
import { personalCacheControl } from '@/server/cache-control.mjs'
import { hasRole } from '@/users/roles'

// Always asked of the database, never answered from Next's cache.
export const dynamic = 'force-dynamic'

/** Whether the caller is signed-in staff; a session lookup the database cannot answer in time counts as no. */
async function isStaff(payload: Payload, headers: Headers): Promise<boolean> {
  if (!headers.get('cookie') && !headers.get('authorization')) return false
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS)
  })
  const lookup = payload.auth({ headers }).then(({ user }) => hasRole(user, 'owner', 'staff'), () => false)
  return Promise.race([lookup, deadline]).finally(() => clearTimeout(timer))
}

/**
 * 200 "up" or 503 "down" for load balancers and anyone else; the reason (a pending migration, the
 * database's own error) only for a signed-in owner or staff member, since it names the site's internals.
 */
export async function GET(request: Request) {
  const payload = await getPayload({ config, cron: true })
  const [health, staff] = await Promise.all([checkHealth(payload), isStaff(payload, request.headers)])
  return Response.json(staff ? health : { status: health.status }, {
    status: health.status === 'up' ? 200 : 503,
    headers: { 'Cache-Control': personalCacheControl },
  })
}
