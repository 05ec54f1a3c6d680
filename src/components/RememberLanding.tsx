'use client'

import { useEffect } from 'react'

import { rememberLanding } from '@/leads/form/source'

/** In the shell, not the form: the form may hydrate after the visitor has left the landing page. */
export function RememberLanding() {
  useEffect(rememberLanding, [])
  return null
}
