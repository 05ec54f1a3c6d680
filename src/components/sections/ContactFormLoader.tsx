'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

// The form, its validation and its pickers are most of the page's JavaScript, and the form sits at the end
// of the page: its code loads once the browser is idle or the visitor comes near it, not with the page.
const ContactForm = lazy(() => import('@/components/ContactForm/ContactForm').then((module) => ({ default: module.ContactForm })))

/** The service request form, loaded on demand; until then a blank card of about its size holds its place. */
export function ContactFormLoader() {
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
    // Safari has no requestIdleCallback.
    const canWaitForIdle = 'requestIdleCallback' in window
    const idle = canWaitForIdle ? window.requestIdleCallback(load, { timeout: 3000 }) : window.setTimeout(load, 1500)
    return () => {
      observer.disconnect()
      if (canWaitForIdle) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
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
      <ContactForm />
    </Suspense>
  ) : (
    blank
  )
}
