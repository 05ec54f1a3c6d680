import { reviewEmailCopy, reviewPageCopy } from '@/globals/ReviewCopy/defaults'

export const reviewCopy = { email: reviewEmailCopy, page: reviewPageCopy }
