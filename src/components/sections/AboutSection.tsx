import { SpriteIcon } from '@/components/icons'
import { Button } from '@/components/ui/button'
import type { HomePage, SiteSetting } from '@/payload-types'

import { Section } from './Section'

export function AboutSection({
  content,
  claims,
}: {
  content: HomePage['about']
  claims: SiteSetting['claims']
}) {
  const stats = [
    { value: claims.rating, label: content.statLabels.rating },
    { value: claims.businessesServed, label: content.statLabels.businessesServed },
    { value: claims.servingSince, label: content.statLabels.servingSince },
  ]
  return (
    <Section id="about" heading={content.heading} intro={content.intro}>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-2">
        <ul className="flex flex-col gap-5">
          {content.points.map((point) => (
            <li key={point.id ?? point.title} className="flex gap-4">
              <SpriteIcon name="circle-check" className="mt-1 size-7 shrink-0 text-blue-700" />
              <div>
                <h3 className="text-xl font-bold text-slate-900">{point.title}</h3>
                <p className="text-slate-700">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
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
