'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { PersonFields } from '@/components/ContactForm/PersonFields'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { fieldsOf, sendWithToast, SubmitButton } from '@/components/ui/form'
import { Honeypot } from '@/components/ui/honeypot'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField } from '@/components/ui/text-field'
import type { PackageFormCopy } from '@/content/globals/FormCopy/defaults'
import { leadSourceOfThisVisit } from '@/leads/form/source'
import { timelineOptions } from '@/leads/options'
import {
  limits,
  packageRequestSchema,
  type PackageRequest,
  type PackageRequestValues,
} from '@/leads/schema'
import { apiRequest } from '@/lib/api'

export function PackageRequestForm({
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

  async function submit(values: PackageRequest) {
    const sent = await sendWithToast(form, defaultValues, copy, () =>
      apiRequest('POST', '/api/package-purchase', {
        packageName: values.packageName,
        customerName: values.customerName,
        company: values.company ?? '',
        email: values.email,
        phone: values.phone ?? '',
        projectDescription: values.projectDescription ?? '',
        estimatedTimeline: values.estimatedTimeline ?? '',
        ...(values.website ? { website: values.website } : {}),
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
