import { reviewEmailCopy, reviewPageCopy } from '@/reviews/globals/ReviewCopy/defaults'

export const reviewCopy = { email: reviewEmailCopy, page: reviewPageCopy }
