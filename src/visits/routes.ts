import { sitePages, type SitePage } from '@/seo/routes'

/** The public page a path is, if it is one (a trailing slash reads as none): only those pages are counted. */
export function countedRoute(path: string): SitePage | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return sitePages.find((route) => route === trimmed)
}
