/** The public routes the specification names, for the sitemap and canonical URLs. */
export const publicRoutes = ['/', '/website-design', '/app-development'] as const

export type PublicRoute = (typeof publicRoutes)[number]

export const sitePages = [...publicRoutes, '/privacy'] as const

export type SitePage = (typeof sitePages)[number]
