import { endpoint } from '@/app/api/endpoint'
import { receiveReview, reviewLinkMessages } from '@/reviews/intake'

export const POST = endpoint(receiveReview, reviewLinkMessages.notSaved)
