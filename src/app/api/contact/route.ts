import { endpoint } from '@/app/api/endpoint'
import { leadNotSaved } from '@/leads/constants'
import { receiveContactRequest } from '@/leads/intake'

export const POST = endpoint(receiveContactRequest, leadNotSaved)

export { DELETE, GET, HEAD, OPTIONS, PATCH, PUT } from '@/server/http/post-only'
