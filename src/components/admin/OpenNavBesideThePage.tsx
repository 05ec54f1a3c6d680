'use client'

import { useNav, useWindowInfo } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

/**
 * Payload closes its side menu below 1,441 px, though a laptop has room for it beside the page.
 * Opened a tick later, after Payload's own provider has closed it.
 */
export function OpenNavBesideThePage({ children }: { children: ReactNode }) {
  const { breakpoints } = useWindowInfo()
  const { setNavOpen } = useNav()
  const besideThePage = breakpoints.l === true && breakpoints.m === false
  useEffect(() => {
    if (!besideThePage) return
    const timer = setTimeout(() => setNavOpen(true))
    return () => clearTimeout(timer)
  }, [besideThePage, setNavOpen])
  return children
}
