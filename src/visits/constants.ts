export const siteVisitsCollection = 'site-visits'

/** Where the page's beacon reports a view. */
export const visitEndpoint = '/api/visit'
