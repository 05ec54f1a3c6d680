import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveAttachmentUpload } from '@/leads/intake/attachments/upload'
import { postOnly, receiveWith } from '@/leads/intake/endpoint'

export const POST = receiveWith(receiveAttachmentUpload, () => getPayload({ config, cron: true }))

export { postOnly as DELETE, postOnly as GET, postOnly as HEAD, postOnly as OPTIONS, postOnly as PATCH, postOnly as PUT }
