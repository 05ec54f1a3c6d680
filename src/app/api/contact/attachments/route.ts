import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveWith } from '@/server/http/route'
import { filesNotSaved, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'

export const POST = receiveWith(
  receiveAttachmentUpload,
  () => getPayload({ config }),
  filesNotSaved,
)

export { DELETE, GET, HEAD, OPTIONS, PATCH, PUT } from '@/server/http/post-only'
