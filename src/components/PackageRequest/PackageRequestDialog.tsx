'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import type { RefObject } from 'react'
import { useForm } from 'react-hook-form'

import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { packageDialogTitle, type PackageFormCopy } from '@/content/globals/FormCopy/defaults'
import { PersonFields } from '@/components/ContactForm/PersonFields'
import { Button } from '@/components/ui/button'
import { fieldsOf, sendWithToast, SubmitButton } from '@/components/ui/form'
import { Honeypot } from '@/components/ui/honeypot'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField } from '@/components/ui/text-field'
import { leadSourceOfThisVisit } from '@/leads/form/source'
import { timelineOptions } from '@/leads/options'
import {
  limits,
  packageRequestSchema,
  type PackageRequest,
  type PackageRequestValues,
  withBlanks,
} from '@/leads/schema'
import { apiRequest } from '@/lib/api'

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

/** Inside the dialog's content, so each opening starts from an empty form. */
function PackageRequestForm({
  packageName,
  copy,
  onSent,
}: {
  packageName: string
  copy: PackageFormCopy
  onSent: () => void
}) {
  const defaultValues: PackageRequestValues = {
    packageName,
    customerName: '',
    email: '',
    phone: '',
    company: '',
    projectDescription: '',
    estimatedTimeline: '',
    website: '',
  }
  const form = useForm<PackageRequestValues, unknown, PackageRequest>({
    resolver: zodResolver(packageRequestSchema),
    defaultValues,
  })
  const { register, control, handleSubmit } = form
  const field = fieldsOf(control, 'package')

  async function submit({ website, ...typed }: PackageRequest) {
    const sent = await sendWithToast(form, defaultValues, copy, () =>
      apiRequest('POST', '/api/package-purchase', {
        ...withBlanks(typed),
        ...(website ? { website } : {}),
        source: leadSourceOfThisVisit(),
      }),
    )
    if (sent) onSent()
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="relative flex flex-col gap-4"
      data-testid="package-request-form"
    >
      <input type="hidden" {...register('packageName')} />
      <PersonFields
        control={control}
        idPrefix="package"
        nameField="customerName"
        copy={copy}
        className="grid gap-4 sm:grid-cols-2"
      />
      <SelectField
        {...field('estimatedTimeline')}
        label={copy.timelineLabel}
        options={timelineOptions}
        placeholder={copy.timelinePlaceholder}
      />
      <TextareaField
        {...field('projectDescription')}
        label={copy.descriptionLabel}
        rows={4}
        maxLength={limits.projectDescription}
        placeholder={copy.descriptionPlaceholder}
      />

      <Honeypot id="package-website" field={register('website')} />

      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {copy.cancelLabel}
          </Button>
        </DialogClose>
        <SubmitButton control={control} copy={copy} />
      </DialogFooter>
    </form>
  )
}
