/** The public routes the specification names, for the sitemap and canonical URLs. */
export const publicRoutes = ['/', '/website-design', '/app-development'] as const

export type PublicRoute = (typeof publicRoutes)[number]

/** Every public page the site renders from its content: the specification's, and the privacy note. */
export const sitePages = [...publicRoutes, '/privacy'] as const

export type SitePage = (typeof sitePages)[number]
