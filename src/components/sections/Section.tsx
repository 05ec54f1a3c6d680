import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

type SectionProps = {
  id: string
  heading: string
  intro?: string | null
  tone?: 'white' | 'tinted'
  /** The label of a link to the contact form under the content. */
  action?: string
  children: ReactNode
}

/** A landmark section of a page: its h2 names it for screen readers and for in-page links. */
export function Section({ id, heading, intro, tone = 'white', action, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('scroll-mt-20', tone === 'tinted' ? 'bg-slate-50' : 'bg-white')}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2
            id={`${id}-heading`}
            className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl"
          >
            {heading}
          </h2>
          {intro ? <p className="mt-4 text-lg text-slate-700">{intro}</p> : null}
        </div>
        {children}
        {action ? (
          <div className="mt-10 flex justify-center">
            <Button asChild size="lg">
              <a href="#contact">{action}</a>
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  )
}
