import { endpoint } from '@/app/api/endpoint'
import { receiveVisit } from '@/visits/intake'

export const POST = endpoint(receiveVisit, 'The visit was not counted.')

export { DELETE, GET, HEAD, OPTIONS, PATCH, PUT } from '@/server/http/post-only'
