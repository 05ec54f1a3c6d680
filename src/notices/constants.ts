/** The collection that keeps every email the site sends its owner (alerts, summaries), one row per notice. */
export const siteNoticesCollection = 'site-notices'

/** The group field on a notice that holds its delivery state (src/email/lease.ts). */
export const noticeDeliveryField = 'delivery'

/** The job task that sends one notice (src/jobs/sendNotice.ts). */
export const sendNoticeTask = 'sendNotice'
