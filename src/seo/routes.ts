/** The public routes, for the sitemap and canonical URLs. */
export const publicRoutes = ['/', '/website-design', '/app-development'] as const

export type PublicRoute = (typeof publicRoutes)[number]
