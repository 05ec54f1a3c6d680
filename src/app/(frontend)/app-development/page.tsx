import type { Metadata } from 'next'

import { CallToAction } from '@/components/sections/CallToAction'
import { ContactSection } from '@/components/sections/ContactSection'
import { CustomDevelopmentIllustration } from '@/components/sections/CustomDevelopmentIllustration'
import { Hero } from '@/components/sections/Hero'
import { IconCards } from '@/components/sections/IconCards'
import { NumberedSteps } from '@/components/sections/NumberedSteps'
import { PackageCards } from '@/components/sections/PackageCards'
import { Section } from '@/components/sections/Section'
import { WhyCustomList } from '@/components/sections/WhyCustomList'
import {
  getAppDevelopmentPage,
  getFormCopy,
  getPackages,
  getSharedSections,
  getSiteSettings,
} from '@/content/queries'
import { pageMetadata } from '@/seo/metadata'

// A scheduled publish expires no page itself: the page refreshes within five minutes (see ../page.tsx).
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getAppDevelopmentPage(), getSiteSettings()])
  return pageMetadata({
    route: '/app-development',
    seo: page.seo,
    site,
    fallbackTitle: `${page.hero.heading} | ${site.businessName}`,
    fallbackDescription: page.hero.text,
  })
}

export default async function AppDevelopmentPage() {
  const [page, site, shared, packages, forms] = await Promise.all([
    getAppDevelopmentPage(),
    getSiteSettings(),
    getSharedSections(),
    getPackages('app'),
    getFormCopy(),
  ])

  return (
    <>
      <Hero
        heading={page.hero.heading}
        text={page.hero.text}
        cta={{ label: page.hero.ctaLabel, href: '#contact' }}
      />
      <Section id="solutions" heading={page.solutions.heading} intro={page.solutions.intro}>
        <IconCards items={page.solutions.cards} columns={4} />
      </Section>
      <Section
        id="development-process"
        heading={page.process.heading}
        intro={page.process.intro}
        tone="tinted"
      >
        <NumberedSteps steps={page.process.steps} />
      </Section>
      <Section
        id="technologies"
        heading={page.technologies.heading}
        intro={page.technologies.intro}
      >
        <IconCards items={page.technologies.items} columns={4} />
      </Section>
      <Section
        id="why-custom"
        heading={page.whyCustom.heading}
        intro={page.whyCustom.intro}
        tone="tinted"
      >
        <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
          <WhyCustomList reasons={page.whyCustom.reasons} />
          <div className="flex justify-center">
            <CustomDevelopmentIllustration alt={page.whyCustom.imageAlt} />
          </div>
        </div>
      </Section>
      <Section id="packages" heading={page.packages.heading} intro={page.packages.intro}>
        <PackageCards
          packages={packages}
          labels={shared.packageCard}
          formCopy={forms.packageForm}
        />
      </Section>
      <CallToAction
        id="custom-quote"
        heading={page.quote.heading}
        text={page.quote.text}
        buttonLabel={page.quote.buttonLabel}
      />
      <ContactSection content={shared.contact} site={site} formCopy={forms.contactForm} />
    </>
  )
}
