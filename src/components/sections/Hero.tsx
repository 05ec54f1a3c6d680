import { SpriteIcon } from '@/components/icons'

import { ContactButton } from './CallToAction'

type HeroProps = {
  eyebrow?: string
  heading: string
  text: string
  ctaLabel: string
  highlights?: string[]
}

export function Hero({ eyebrow, heading, text, ctaLabel, highlights }: HeroProps) {
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="bg-gradient-to-br from-blue-900 to-blue-700 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 md:py-24 grid-cols-1 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col items-start gap-6">
          {eyebrow ? <p className="text-lg font-semibold text-blue-100">{eyebrow}</p> : null}
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-balance md:text-5xl"
          >
            {heading}
          </h1>
          <p className="max-w-2xl text-xl text-blue-50">{text}</p>
          <ContactButton label={ctaLabel} />
          {highlights?.length ? (
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-lg">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2">
                  <SpriteIcon name="circle-check" className="size-6 text-blue-100" />
                  {highlight}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  )
}
