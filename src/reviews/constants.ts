/**
 * The names every layer shares about review requests: the lead collections, the job tasks and the email
 * delivery group import them from here.
 */

/** The job task that sends a lead's review request (src/jobs/sendReviewRequest.ts). */
export const reviewRequestTask = 'sendReviewRequest'

/** The job task that tells the owner a review waits for moderation (src/jobs/notifyReviewReceived.ts). */
export const reviewReceivedTask = 'notifyReviewReceived'

/** How long the link of a review request works. */
export const reviewLinkLifetimeDays = 30

/** How long the opt-out link of a review request works: as long as anyone may still read the email. */
export const optOutLinkLifetimeDays = 365 * 5

/** Where the review form posts, and where mail clients post a one-click opt-out (RFC 8058). */
export const reviewEndpointPath = '/api/customer-reviews'
export const optOutEndpointPath = '/api/customer-reviews/opt-out'

/** The page a review link opens, and the page of its opt-out. */
export const reviewPagePath = (token: string) => `/review/${token}`
export const optOutPagePath = (token: string) => `/review/opt-out/${token}`

/** A review is a few hundred characters; the cap leaves room for the longest text the schema allows. */
export const reviewBodyLimitBytes = 16 * 1024
