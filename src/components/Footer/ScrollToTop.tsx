'use client'

import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'

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
    <Button
      type="button"
      size="icon"
      aria-label={label}
      title={label}
      hidden={!visible}
      onClick={(event) => {
        // The button hides itself on the way up; Chrome stops a smooth scroll when the focused element disappears.
        event.currentTarget.blur()
        const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
      }}
      className={cn('fixed right-4 bottom-4 z-30 size-14 rounded-full shadow-lg sm:right-6 sm:bottom-6 [&_svg]:size-7')}
    >
      <ArrowUp aria-hidden="true" />
    </Button>
  )
}
