import config from '@payload-config'
import { getPayload } from 'payload'

import { receiveAttachmentUpload } from '@/leads/intake/attachments/upload'

export async function POST(request: Request) {
  return receiveAttachmentUpload(request, await getPayload({ config, cron: true }))
}
