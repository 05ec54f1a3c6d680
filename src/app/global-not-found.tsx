import type { Metadata } from 'next'

import { NotFoundCard } from '@/components/NotFound/NotFoundCard'
import { SiteShell } from '@/components/SiteShell'
import { getSharedSections, getSiteSettings } from '@/content/queries'
import { siteIcons } from '@/seo/icons'

import './(frontend)/globals.css'

/**
 * Every address no route matches. The site has two root layouts (the public pages and Payload's admin), so
 * a `notFound()` inside one of them reaches the browser as an empty error document that only scripts fill;
 * this page is rendered on the server whole, in the public pages' shell, and served with status 404.
 */
export async function generateMetadata(): Promise<Metadata> {
  const [{ notFound }, site] = await Promise.all([getSharedSections(), getSiteSettings()])
  return { title: `${notFound.heading} | ${site.businessName}`, ...siteIcons }
}

export default async function GlobalNotFound() {
  const { notFound } = await getSharedSections()
  return (
    <SiteShell>
      <NotFoundCard content={notFound} />
    </SiteShell>
  )
}
