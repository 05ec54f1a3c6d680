import type { ReactNode } from 'react'

import { Footer } from '@/components/Footer/Footer'
import { ScrollToTop } from '@/components/Footer/ScrollToTop'
import { Header } from '@/components/Header/Header'
import { IconSprite } from '@/components/icons'
import { PreviewBar } from '@/components/PreviewBar/PreviewBar'
import { RememberLanding } from '@/components/RememberLanding'
import { ToasterLoader } from '@/components/ui/toaster-loader'
import { VisitBeacon } from '@/components/VisitBeacon'
import { getFooter, getHeader, getSiteSettings } from '@/content/queries'
import { businessJsonLd, jsonForScript } from '@/content/seo/business-json-ld'

export async function SiteShell({ children }: { children: ReactNode }) {
  const [site, header, footer] = await Promise.all([getSiteSettings(), getHeader(), getFooter()])
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(businessJsonLd(site)) }}
        />
        <IconSprite />
        <PreviewBar />
        <Header content={header} site={site} />
        <main id="main-content" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
        <Footer content={footer} site={site} />
        <ScrollToTop label={footer.scrollToTopLabel} />
        <ToasterLoader />
        <RememberLanding />
        <VisitBeacon />
      </body>
    </html>
  )
}
