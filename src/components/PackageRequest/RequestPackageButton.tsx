'use client'

import { Button } from '@/components/ui/button'

/** Placeholder until the lead-intake work lands the package request dialog here. */
export function RequestPackageButton(props: { packageId: string; packageName: string }) {
  return (
    <Button type="button" variant="secondary" data-package-id={props.packageId} aria-label={`Request This Package: ${props.packageName}`}>
      Request This Package
    </Button>
  )
}
