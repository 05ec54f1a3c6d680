/** The collection of visit counts: one row per day, page and source. */
export const siteVisitsCollection = 'site-visits'

/** Where the page's beacon reports a view. */
export const visitEndpoint = '/api/visit'
