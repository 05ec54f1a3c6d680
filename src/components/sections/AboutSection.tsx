import { Button } from '@/components/ui/button'
import type { HomePage, SiteSetting } from '@/payload-types'

import { CheckList } from './CheckList'
import { Section } from './Section'

export function AboutSection({
  content,
  claims,
}: {
  content: HomePage['about']
  claims: SiteSetting['claims']
}) {
  const stats = (['rating', 'businessesServed', 'servingSince'] as const).map((key) => ({
    value: claims[key],
    label: content.statLabels[key],
  }))
  return (
    <Section id="about" heading={content.heading} intro={content.intro}>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
        <CheckList items={content.points} className="gap-5" />
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse items-center rounded-xl bg-blue-50 p-5 text-center"
              >
                <dt className="text-slate-800">{stat.label}</dt>
                <dd className="text-4xl font-extrabold text-blue-800">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <Button asChild size="lg" className="self-center lg:self-start">
            <a href="#contact">{content.ctaLabel}</a>
          </Button>
        </div>
      </div>
    </Section>
  )
}
