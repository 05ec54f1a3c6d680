'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { landingUtmSource } from '@/leads/form/source'
import { visitEndpoint } from '@/visits/constants'
import { countedRoute } from '@/visits/routes'
import type { VisitReport } from '@/visits/schema'

/**
 * Reported from the browser so a page a CDN served from cache counts too. No cookie; `sendBeacon`
 * never holds the page up.
 */
export function VisitBeacon() {
  const pathname = usePathname()
  useEffect(() => {
    const utmSource = new URLSearchParams(location.search).get('utm_source') ?? undefined
    if (!countedRoute(pathname) || !navigator.sendBeacon) return
    const report: VisitReport = {
      path: pathname,
      referrer: document.referrer || undefined,
      utmSource: utmSource ?? landingUtmSource(),
    }
    navigator.sendBeacon(
      visitEndpoint,
      new Blob([JSON.stringify(report)], { type: 'application/json' }),
    )
  }, [pathname])
  return null
}
