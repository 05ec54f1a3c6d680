'use client'

import { useEffect } from 'react'

import { rememberLanding } from '@/leads/form/source'

/**
 * Keeps how the visitor arrived (src/leads/form/source.ts) as the first page loads, in the shell beside the
 * visit beacon: a form further down the page may hydrate after the visitor has already moved on, and the
 * page it is then on is not the landing page.
 */
export function RememberLanding() {
  useEffect(rememberLanding, [])
  return null
}
