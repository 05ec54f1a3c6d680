'use client'

import type { RefObject } from 'react'

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { packageDialogTitle, type PackageFormCopy } from '@/content/globals/FormCopy/defaults'

import { PackageRequestForm } from './PackageRequestForm'

export default function PackageRequestDialog({
  open,
  onOpenChange,
  trigger,
  packageName,
  copy,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
  packageName: string
  copy: PackageFormCopy
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="package-request-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{packageDialogTitle(copy, packageName)}</DialogTitle>
          <DialogDescription>{copy.dialogText}</DialogDescription>
        </DialogHeader>
        <PackageRequestForm
          packageName={packageName}
          copy={copy}
          onSent={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
