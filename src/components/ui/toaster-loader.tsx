'use client'

import { lazy, Suspense, useState } from 'react'

import { useToast } from './use-toast'

// The toast runtime loads with the first toast, not with the page: most visits never show one.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

export function ToasterLoader() {
  const { toasts } = useToast()
  const [wanted, setWanted] = useState(false)
  // Set during render, not in an effect: once a toast has been shown the runtime stays loaded.
  if (toasts.length > 0 && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
