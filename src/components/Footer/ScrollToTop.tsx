'use client'

import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'

const SHOW_AFTER_PX = 300

export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      hidden={!visible}
      onClick={(event) => {
        // The button hides itself on the way up; Chrome stops a smooth scroll when the focused
        // element disappears.
        event.currentTarget.blur()
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
      }}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-blue-700 text-white shadow-lg transition-colors hover:bg-blue-800 focus-ring focus-visible:ring-offset-2 sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="size-7 shrink-0" aria-hidden="true" />
    </button>
  )
}
