'use client'

import { lazy, Suspense, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'

// The form and its validation load on the first open, not with the page.
const PackageRequestForm = lazy(() => import('./PackageRequestForm'))

/** "Request This Package" on a package card, and the dialog it opens (spec section 2). */
export function RequestPackageButton({ packageId, packageName }: { packageId: string; packageName: string }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" size="lg" data-package-id={packageId} aria-label={`Request This Package: ${packageName}`}>
          Request This Package
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="package-request-dialog">
        <DialogHeader>
          <DialogTitle>Request {packageName} Package</DialogTitle>
          <DialogDescription>
            Fill out the form below and we&apos;ll contact you within 24 hours to discuss your project.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p className="py-8 text-center text-slate-700">Loading the form...</p>}>
          <PackageRequestForm packageName={packageName} onSent={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}
