import config from '@payload-config'
import { getPayload } from 'payload'

import { checkHealth } from '@/health/check'

// Always asked of the database, never answered from Next's cache.
export const dynamic = 'force-dynamic'

export async function GET() {
  const health = await checkHealth(await getPayload({ config, cron: true }))
  return Response.json(health.body, { status: health.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
