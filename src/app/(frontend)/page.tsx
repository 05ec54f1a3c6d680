import type { Metadata } from 'next'

import { AboutSection } from '@/components/sections/AboutSection'
import { ContactSection } from '@/components/sections/ContactSection'
import { Hero } from '@/components/sections/Hero'
import { IconCards } from '@/components/sections/IconCards'
import { LocationCards } from '@/components/sections/LocationCards'
import { NumberedSteps } from '@/components/sections/NumberedSteps'
import { Section } from '@/components/sections/Section'
import { Testimonials } from '@/components/sections/Testimonials'
import {
  getFooter,
  getFormCopy,
  getHomePage,
  getLocations,
  getReviews,
  getServices,
  getSharedSections,
  getSiteSettings,
} from '@/content/queries'
import { pageMetadata } from '@/content/seo/metadata'

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getHomePage(), getSiteSettings()])
  return pageMetadata({
    route: '/',
    seo: page.seo,
    site,
    fallbackTitle: `${site.businessName} | ${page.hero.heading}`,
    fallbackDescription: page.hero.text,
  })
}

// Re-rendered on a timer: a publish the job runner schedules expires no page itself
// (src/content/revalidateContent.ts), and the reviews' relative dates ("2 weeks ago") age.
export const revalidate = 300

export default async function HomePage() {
  const [page, site, shared, footer, services, homeServices, locations, reviews, forms] =
    await Promise.all([
      getHomePage(),
      getSiteSettings(),
      getSharedSections(),
      getFooter(),
      getServices('business'),
      getServices('home'),
      getLocations(),
      getReviews(),
      getFormCopy(),
    ])

  return (
    <>
      <Hero {...page.hero} highlights={page.hero.highlights.map((highlight) => highlight.title)} />
      <Section {...page.services} id="services">
        <IconCards
          items={services}
          action={(service) => (
            <a
              href="#contact"
              className="inline-flex min-h-11 items-center font-semibold text-blue-800 underline underline-offset-4 hover:text-blue-900"
            >
              {page.services.learnMoreLabel}
              <span className="sr-only">: {service.title}</span>
            </a>
          )}
        />
      </Section>
      <Section
        {...page.homeServices}
        id="home-services"
        tone="tinted"
        action={page.homeServices.ctaLabel}
      >
        <IconCards items={homeServices} columns={4} />
      </Section>
      <Section {...page.locations} id="locations">
        <LocationCards locations={locations} />
      </Section>
      <AboutSection content={page.about} claims={site.claims} />
      <Section {...page.process} id="process" tone="tinted">
        <NumberedSteps steps={page.process.steps} />
      </Section>
      <Section {...page.value} id="value" action={page.value.ctaLabel}>
        <IconCards items={page.value.cards} />
      </Section>
      <Testimonials
        content={page.testimonials}
        labels={shared.reviews}
        reviews={reviews}
        site={site}
        newTabNote={footer.newTabNote}
      />
      <ContactSection content={shared.contact} site={site} formCopy={forms.contactForm} />
    </>
  )
}
