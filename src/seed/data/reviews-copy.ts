import { reviewEmailCopy, reviewPageCopy } from '@/globals/ReviewCopy/defaults'

/** The words of the review request email and page. */
export const reviewCopy = { email: reviewEmailCopy, page: reviewPageCopy }
