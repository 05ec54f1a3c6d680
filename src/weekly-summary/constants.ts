export const queueWeeklySummariesTask = 'queueWeeklySummaries'
