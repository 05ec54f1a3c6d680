export const reviewRequestTask = 'sendReviewRequest'

export const reviewReceivedTask = 'notifyReviewReceived'

/** The owner's note of a customer's review: its delivery state, which the email lease claims. */
export const reviewReceivedEmailField = 'receivedEmail'

export const reviewLinkLifetimeDays = 30

/** As long as anyone may still read the email. */
export const optOutLinkLifetimeDays = 365 * 5

/** Mail clients post a one-click opt-out (RFC 8058) under it. */
export const reviewEndpointPath = '/api/customer-reviews'
export const optOutEndpointPath = '/api/customer-reviews/opt-out'

/** `/api/<collection>/<id>/review-request`: staff skip a lead's review request or send it now. */
export const reviewRequestPath = 'review-request'

export const reviewPagePath = (token: string) => `/review/${token}`
export const optOutPagePath = (token: string) => `/review/opt-out/${token}`

/** Room for the longest text the schema allows. */
export const reviewBodyLimitBytes = 16 * 1024
