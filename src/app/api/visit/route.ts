import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveWith } from '@/server/http/route'
import { receiveVisit } from '@/visits/intake'

export const POST = receiveWith(
  receiveVisit,
  () => getPayload({ config }),
  'The visit was not counted.',
)

export { DELETE, GET, HEAD, OPTIONS, PATCH, PUT } from '@/server/http/post-only'
