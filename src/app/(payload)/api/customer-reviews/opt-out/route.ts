import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveOptOut } from '@/reviews/opt-out'

export async function POST(request: Request) {
  return receiveOptOut(request, await getPayload({ config, cron: true }))
}
