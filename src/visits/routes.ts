import { sitePages, type SitePage } from '@/content/seo/routes'

/** Only public pages are counted; a trailing slash reads as none. */
export function countedRoute(path: string): SitePage | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  return sitePages.find((route) => route === trimmed)
}
