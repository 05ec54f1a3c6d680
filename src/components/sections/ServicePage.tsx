import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { getFormCopy, getPackages, getSharedSections, getSiteSettings } from '@/content/queries'
import { pageMetadata } from '@/content/seo/metadata'

import { CallToAction } from './CallToAction'
import { ContactSection } from './ContactSection'
import { Hero } from './Hero'
import { PackageCards } from './PackageCards'
import { Section } from './Section'

type MetadataInput = Parameters<typeof pageMetadata>[0]
type ServiceContent = {
  seo?: MetadataInput['seo']
  hero: { heading: string; text: string; ctaLabel: string }
  packages: { heading: string; intro?: string | null }
}

export const servicePageMetadata =
  (route: MetadataInput['route'], getPage: () => Promise<ServiceContent>) =>
  async (): Promise<Metadata> => {
    const [page, site] = await Promise.all([getPage(), getSiteSettings()])
    return pageMetadata({
      route,
      seo: page.seo,
      site,
      fallbackTitle: `${page.hero.heading} | ${site.businessName}`,
      fallbackDescription: page.hero.text,
    })
  }

export async function ServicePage({
  page,
  category,
  packagesTone,
  cta,
  children,
}: {
  page: ServiceContent
  category: Parameters<typeof getPackages>[0]
  packagesTone?: 'tinted'
  cta: { id: string; heading: string; text: string; buttonLabel: string }
  children: ReactNode
}) {
  const [site, shared, packages, forms] = await Promise.all([
    getSiteSettings(),
    getSharedSections(),
    getPackages(category),
    getFormCopy(),
  ])
  return (
    <>
      <Hero {...page.hero} />
      {children}
      <Section {...page.packages} id="packages" tone={packagesTone}>
        <PackageCards
          packages={packages}
          labels={shared.packageCard}
          formCopy={forms.packageForm}
        />
      </Section>
      <CallToAction {...cta} />
      <ContactSection content={shared.contact} site={site} formCopy={forms.contactForm} />
    </>
  )
}
