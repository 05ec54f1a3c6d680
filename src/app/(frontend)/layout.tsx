import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { Footer } from '@/components/Footer/Footer'
import { ScrollToTop } from '@/components/Footer/ScrollToTop'
import { Header } from '@/components/Header/Header'
import { PreviewBar } from '@/components/PreviewBar/PreviewBar'
import { Toaster } from '@/components/ui/toaster'
import { serverEnv } from '@/config/env'
import { getFooter, getHeader, getSiteSettings } from '@/lib/content'
import { businessJsonLd, jsonForScript } from '@/seo/business-json-ld'

import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSiteSettings()
  return {
    metadataBase: new URL(serverEnv().publicUrl),
    title: { default: site.businessName, template: `%s | ${site.businessName}` },
    description: site.tagline,
    applicationName: site.businessName,
  }
}

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const [site, header, footer] = await Promise.all([getSiteSettings(), getHeader(), getFooter()])
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(businessJsonLd(site)) }} />
        <PreviewBar />
        <Header content={header} site={site} />
        <main id="main-content" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <Footer content={footer} site={site} />
        <ScrollToTop label={footer.scrollToTopLabel} />
        <Toaster />
      </body>
    </html>
  )
}
