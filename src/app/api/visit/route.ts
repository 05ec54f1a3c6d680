import config from '@payload-config'
import { getPayload } from 'payload'

import { postOnly } from '@/server/http/answers'
import { receiveWith } from '@/server/http/route'
import { receiveVisit } from '@/visits/intake'

export const POST = receiveWith(
  receiveVisit,
  () => getPayload({ config }),
  'The visit was not counted.',
)

export {
  postOnly as DELETE,
  postOnly as GET,
  postOnly as HEAD,
  postOnly as OPTIONS,
  postOnly as PATCH,
  postOnly as PUT,
}
