'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** In the admin's live preview frame, the page re-renders its drafts after each save. */
export function RefreshOnSave() {
  const router = useRouter()
  // The admin and the page share the site's origin, whatever SITE_URL says.
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={router.refresh} serverURL={origin} />
}
