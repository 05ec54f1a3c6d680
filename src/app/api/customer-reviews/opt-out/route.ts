import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveWith } from '@/server/http/route'
import { optOutNotSaved, receiveOptOut } from '@/reviews/opt-out'

export const POST = receiveWith(receiveOptOut, () => getPayload({ config }), optOutNotSaved)
