import { IconCards } from '@/components/sections/IconCards'
import { Section } from '@/components/sections/Section'
import { ServicePage, servicePageMetadata } from '@/components/sections/ServicePage'
import { getWebsiteDesignPage } from '@/content/queries'

// A scheduled publish expires no page itself, so this one refreshes on a timer (see ../page.tsx).
export const revalidate = 300

export const generateMetadata = servicePageMetadata('/website-design', getWebsiteDesignPage)

export default async function WebsiteDesignPage() {
  const page = await getWebsiteDesignPage()
  return (
    <ServicePage
      page={page}
      category="website"
      packagesTone="tinted"
      cta={{ ...page.closingCta, id: 'start-project' }}
    >
      <Section {...page.features} id="features">
        <IconCards items={page.features.cards} columns={4} />
      </Section>
    </ServicePage>
  )
}
