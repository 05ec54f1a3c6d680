import type { Metadata } from 'next'

import { CallToAction } from '@/components/sections/CallToAction'
import { ContactSection } from '@/components/sections/ContactSection'
import { Hero } from '@/components/sections/Hero'
import { IconCards } from '@/components/sections/IconCards'
import { PackageCards } from '@/components/sections/PackageCards'
import { Section } from '@/components/sections/Section'
import {
  getFormCopy,
  getPackages,
  getSharedSections,
  getSiteSettings,
  getWebsiteDesignPage,
} from '@/content/queries'
import { pageMetadata } from '@/seo/metadata'

// A scheduled publish expires no page itself: the page refreshes within five minutes (see ../page.tsx).
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getWebsiteDesignPage(), getSiteSettings()])
  return pageMetadata({
    route: '/website-design',
    seo: page.seo,
    site,
    fallbackTitle: `${page.hero.heading} | ${site.businessName}`,
    fallbackDescription: page.hero.text,
  })
}

export default async function WebsiteDesignPage() {
  const [page, site, shared, packages, forms] = await Promise.all([
    getWebsiteDesignPage(),
    getSiteSettings(),
    getSharedSections(),
    getPackages('website'),
    getFormCopy(),
  ])

  return (
    <>
      <Hero
        heading={page.hero.heading}
        text={page.hero.text}
        cta={{ label: page.hero.ctaLabel, href: '#contact' }}
      />
      <Section id="features" heading={page.features.heading} intro={page.features.intro}>
        <IconCards items={page.features.cards} columns={4} />
      </Section>
      <Section
        id="packages"
        heading={page.packages.heading}
        intro={page.packages.intro}
        tone="tinted"
      >
        <PackageCards
          packages={packages}
          labels={shared.packageCard}
          formCopy={forms.packageForm}
        />
      </Section>
      <CallToAction
        id="start-project"
        heading={page.closingCta.heading}
        text={page.closingCta.text}
        buttonLabel={page.closingCta.buttonLabel}
      />
      <ContactSection content={shared.contact} site={site} formCopy={forms.contactForm} />
    </>
  )
}
