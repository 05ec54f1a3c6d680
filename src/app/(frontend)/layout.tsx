import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { SiteShell } from '@/components/SiteShell'
import { serverEnv } from '@/config/env'
import { getSiteSettings } from '@/content/queries'
import { siteIcons } from '@/content/seo/icons'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  return {
    metadataBase: new URL(serverEnv().publicUrl),
    title: { default: site.businessName, template: `%s | ${site.businessName}` },
    description: site.tagline,
    applicationName: site.businessName,
    ...siteIcons,
  }
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
