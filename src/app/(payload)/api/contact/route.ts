import config from '@payload-config'
import { getPayload } from 'payload'

import { postOnly, receiveWith } from '@/leads/intake/endpoint'
import { receiveContactRequest } from '@/leads/intake'

export const POST = receiveWith(receiveContactRequest, () => getPayload({ config, cron: true }))

export { postOnly as DELETE, postOnly as GET, postOnly as HEAD, postOnly as OPTIONS, postOnly as PATCH, postOnly as PUT }
