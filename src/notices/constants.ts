/** Every email the site sends its owner (alerts, summaries), one row each. */
export const siteNoticesCollection = 'site-notices'

export const noticeDeliveryField = 'delivery'

export const sendNoticeTask = 'sendNotice'
