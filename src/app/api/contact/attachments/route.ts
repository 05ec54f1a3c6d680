import { endpoint } from '@/app/api/endpoint'
import { filesNotSaved, receiveAttachmentUpload } from '@/leads/intake/attachments/upload'

export const POST = endpoint(receiveAttachmentUpload, filesNotSaved)

export { DELETE, GET, HEAD, OPTIONS, PATCH, PUT } from '@/server/http/post-only'
