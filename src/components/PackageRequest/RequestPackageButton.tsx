'use client'

import { lazy, Suspense, useRef, useState } from 'react'

import { buttonVariants } from '@/components/ui/button-variants'
import type { PackageFormCopy } from '@/content/globals/FormCopy/defaults'

// The dialog, its form and their validation load on the first press, not with the page.
const PackageRequestDialog = lazy(() => import('./PackageRequestDialog'))

export function RequestPackageButton({
  packageId,
  packageName,
  copy,
}: {
  packageId: string
  packageName: string
  copy: PackageFormCopy
}) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={trigger}
        type="button"
        data-package-id={packageId}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${copy.requestButtonLabel}: ${packageName}`}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        className={buttonVariants({ variant: 'secondary', size: 'lg' })}
      >
        {copy.requestButtonLabel}
      </button>
      {wanted ? (
        <Suspense fallback={<span className="sr-only">{copy.loadingText}</span>}>
          <PackageRequestDialog
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            packageName={packageName}
            copy={copy}
          />
        </Suspense>
      ) : null}
    </>
  )
}
