import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveReview } from '@/reviews/intake'

export async function POST(request: Request) {
  return receiveReview(request, await getPayload({ config, cron: true }))
}
