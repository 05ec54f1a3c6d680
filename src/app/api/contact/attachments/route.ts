import config from '@payload-config'
import { getPayload } from 'payload'

import { postOnly } from '@/server/http/answers'
import { receiveWith } from '@/server/http/route'
import { filesNotSaved, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'

export const POST = receiveWith(
  receiveAttachmentUpload,
  () => getPayload({ config }),
  filesNotSaved,
)

export {
  postOnly as DELETE,
  postOnly as GET,
  postOnly as HEAD,
  postOnly as OPTIONS,
  postOnly as PATCH,
  postOnly as PUT,
}
