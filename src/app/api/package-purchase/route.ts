import { endpoint } from '@/app/api/endpoint'
import { leadNotSaved } from '@/leads/constants'
import { receivePackageRequest } from '@/leads/intake'

export const POST = endpoint(receivePackageRequest, leadNotSaved)

export { DELETE, GET, HEAD, OPTIONS, PATCH, PUT } from '@/server/http/post-only'
