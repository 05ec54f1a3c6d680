const everyPage = ['/', '/website-design', '/app-development']

/** The public routes that show each collection's or global's content. */
const routesBySlug = {
  'site-settings': everyPage,
  header: everyPage,
  footer: everyPage,
  'shared-sections': everyPage,
  services: ['/'],
  locations: ['/'],
  reviews: ['/'],
  'home-page': ['/'],
  packages: ['/website-design', '/app-development'],
  'website-design-page': ['/website-design'],
  'app-development-page': ['/app-development'],
} satisfies Record<string, string[]>

/** Every collection and global a visitor reads. */
export const contentSlugs = Object.keys(routesBySlug) as [keyof typeof routesBySlug, ...(keyof typeof routesBySlug)[]]

export function routesShowing(slug: string): string[] {
  return (routesBySlug as Record<string, string[]>)[slug] ?? everyPage
}

