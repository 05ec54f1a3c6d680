import { endpoint } from '@/app/api/endpoint'
import { optOutNotSaved, receiveOptOut } from '@/reviews/opt-out'

export const POST = endpoint(receiveOptOut, optOutNotSaved)
