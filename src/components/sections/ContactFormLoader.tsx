'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import type { ContactFormCopy } from '@/content/globals/FormCopy/defaults'

// The form is most of the page's JavaScript and sits at its end: it loads when the visitor nears it
// or first interacts. No timer: on a slow phone that load would hold up the first taps.
const ContactForm = lazy(() => import('@/components/ContactForm/ContactForm'))

/** Until loaded, a blank card of about its size holds its place. */
export function ContactFormLoader({ copy }: { copy: ContactFormCopy }) {
  const placeholder = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    if (wanted) return
    const load = () => setWanted(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load()
      },
      { rootMargin: '800px 0px' },
    )
    if (placeholder.current) observer.observe(placeholder.current)
    const intents = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const
    for (const intent of intents)
      window.addEventListener(intent, load, { once: true, passive: true })
    return () => {
      observer.disconnect()
      for (const intent of intents) window.removeEventListener(intent, load)
    }
  }, [wanted])

  const blank = (
    <div
      ref={placeholder}
      aria-hidden="true"
      className="min-h-[188rem] rounded-2xl border border-slate-200 bg-white shadow-sm sm:min-h-[124rem] xl:min-h-[121rem]"
    />
  )
  return wanted ? (
    <Suspense fallback={blank}>
      <ContactForm copy={copy} />
    </Suspense>
  ) : (
    blank
  )
}
