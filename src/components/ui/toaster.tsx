'use client'

/** Placeholder until the lead-intake work lands the toast viewport here. */
export function Toaster() {
  return null
}
