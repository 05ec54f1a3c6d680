const everyPage = ['/', '/website-design', '/app-development']

/** The public routes that show each collection's or global's content. */
const routesBySlug: Record<string, string[]> = {
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
}

export function routesShowing(slug: string): string[] {
  return routesBySlug[slug] ?? everyPage
}
