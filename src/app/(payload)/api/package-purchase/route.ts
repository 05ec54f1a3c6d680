import config from '@payload-config'
import { getPayload } from 'payload'

import { receivePackageRequest } from '@/leads/intake'

// A static route wins over Payload's /api/[...slug] catch-all, so the spec's path stays as it is.
export async function POST(request: Request) {
  return receivePackageRequest(request, await getPayload({ config, cron: true }))
}
