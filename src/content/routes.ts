import { publicRoutes, sitePages } from '@/content/seo/routes'

const everyPage = [...sitePages]

/** A collection's or global's cache tag: read by the queries, expired by the hooks. */
export const contentTag = (slug: string) => `content:${slug}`

const routesBySlug: Record<string, string[]> = {
  'site-settings': everyPage,
  header: everyPage,
  footer: everyPage,
  'shared-sections': [...publicRoutes],
  services: ['/'],
  locations: ['/'],
  reviews: ['/'],
  'home-page': ['/'],
  packages: ['/website-design', '/app-development'],
  'website-design-page': ['/website-design'],
  'app-development-page': ['/app-development'],
  'privacy-note': ['/privacy'],
}

/** Every collection and global the public pages show: a save of any of them expires them. */
export const contentSlugs = Object.keys(routesBySlug)

export function routesShowing(slug: string): string[] {
  return routesBySlug[slug] ?? everyPage
}
