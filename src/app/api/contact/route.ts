import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveWith } from '@/server/http/route'
import { leadNotSaved } from '@/leads/constants'
import { receiveContactRequest } from '@/leads/intake'

export const POST = receiveWith(receiveContactRequest, () => getPayload({ config }), leadNotSaved)

export { DELETE, GET, HEAD, OPTIONS, PATCH, PUT } from '@/server/http/post-only'
