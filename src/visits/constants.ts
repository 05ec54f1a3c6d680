/** The collection of visit counts: one row per day, page and source. */
export const siteVisitsCollection = 'site-visits'

/** Where the page's beacon reports a view. */
export const visitEndpoint = '/api/visit'

/** A report is a path, a referrer and a source name: anything larger is not one. */
export const visitBodyLimitBytes = 4096

/**
 * Rows one day may hold. The source is the visitor's to name (`utm_source`), so past this a new source of
 * the day is counted under `otherSources`, and a year of visits stays small whatever is sent.
 */
export const maxRowsPerDay = 300
export const otherSources = '(other sources)'
