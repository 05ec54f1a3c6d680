/** The job task that queues the Monday summaries every few minutes. */
export const queueWeeklySummariesTask = 'queueWeeklySummaries'
