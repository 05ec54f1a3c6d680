/** The job task that sends one owner the summary of one week, and the one that queues them every few minutes. */
export const weeklySummaryTask = 'sendWeeklySummary'
export const queueWeeklySummariesTask = 'queueWeeklySummaries'
