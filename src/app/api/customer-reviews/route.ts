import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveWith } from '@/server/http/route'
import { receiveReview, reviewLinkMessages } from '@/reviews/intake'

export const POST = receiveWith(
  receiveReview,
  () => getPayload({ config }),
  reviewLinkMessages.notSaved,
)
