import config from '@payload-config'
import { getPayload } from 'payload'

import { postOnly } from '@/server/http/answers'
import { receiveWith } from '@/server/http/route'
import { leadNotSaved } from '@/leads/constants'
import { receivePackageRequest } from '@/leads/intake'

export const POST = receiveWith(receivePackageRequest, () => getPayload({ config }), leadNotSaved)

export {
  postOnly as DELETE,
  postOnly as GET,
  postOnly as HEAD,
  postOnly as OPTIONS,
  postOnly as PATCH,
  postOnly as PUT,
}
