import type { Metadata } from 'next'

import { NotFoundCard } from '@/components/NotFound/NotFoundCard'
import { SiteShell } from '@/components/SiteShell'
import { getSharedSections, getSiteSettings } from '@/content/queries'
import { siteIcons } from '@/content/seo/icons'

import './(frontend)/globals.css'

/**
 * With two root layouts, a `notFound()` inside one reaches the browser as an empty document that
 * only scripts fill; this page is rendered on the server whole and served with status 404.
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
