'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { useToast } from './use-toast'

// The toast runtime loads with the first toast, not with the page: most visits never show one.
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

export function ToasterLoader() {
  const { toasts } = useToast()
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (toasts.length > 0) setWanted(true)
  }, [toasts.length])
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}
