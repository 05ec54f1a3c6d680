import { CheckList } from '@/components/sections/CheckList'
import { CustomDevelopmentIllustration } from '@/components/sections/CustomDevelopmentIllustration'
import { IconCards } from '@/components/sections/IconCards'
import { NumberedSteps } from '@/components/sections/NumberedSteps'
import { Section } from '@/components/sections/Section'
import { ServicePage, servicePageMetadata } from '@/components/sections/ServicePage'
import { getAppDevelopmentPage } from '@/content/queries'

// A scheduled publish expires no page itself, so this one refreshes on a timer (see ../page.tsx).
export const revalidate = 300

export const generateMetadata = servicePageMetadata('/app-development', getAppDevelopmentPage)

export default async function AppDevelopmentPage() {
  const page = await getAppDevelopmentPage()
  return (
    <ServicePage page={page} category="app" cta={{ ...page.quote, id: 'custom-quote' }}>
      <Section {...page.solutions} id="solutions">
        <IconCards items={page.solutions.cards} columns={4} />
      </Section>
      <Section {...page.process} id="development-process" tone="tinted">
        <NumberedSteps steps={page.process.steps} />
      </Section>
      <Section {...page.technologies} id="technologies">
        <IconCards items={page.technologies.items} columns={4} />
      </Section>
      <Section {...page.whyCustom} id="why-custom" tone="tinted">
        <div className="grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
          <CheckList items={page.whyCustom.reasons} />
          <div className="flex justify-center">
            <CustomDevelopmentIllustration alt={page.whyCustom.imageAlt} />
          </div>
        </div>
      </Section>
    </ServicePage>
  )
}
