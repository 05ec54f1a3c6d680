'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { Honeypot } from '@/components/ui/honeypot'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField, TextField } from '@/components/ui/text-field'
import { toast } from '@/components/ui/use-toast'
import type { PackageFormCopy } from '@/globals/FormCopy/defaults'
import { leadSourceOfThisVisit } from '@/leads/form/source'
import { timelineOptions } from '@/leads/options'
import {
  limits,
  packageRequestSchema,
  type PackageRequest,
  type PackageRequestValues,
} from '@/leads/schema'
import { apiRequest, requestErrorMessage } from '@/lib/api'
import { applyServerFieldErrors } from '@/lib/server-field-errors'

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
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    PackageRequestValues,
    unknown,
    PackageRequest
  >({
    resolver: zodResolver(packageRequestSchema),
    defaultValues,
  })
  const { isSubmitting } = formState

  async function submit(values: PackageRequest) {
    const body = {
      packageName: values.packageName,
      customerName: values.customerName,
      company: values.company ?? '',
      email: values.email,
      phone: values.phone ?? '',
      projectDescription: values.projectDescription ?? '',
      estimatedTimeline: values.estimatedTimeline ?? '',
      ...(values.website ? { website: values.website } : {}),
      source: leadSourceOfThisVisit(),
    }
    try {
      await apiRequest('POST', '/api/package-purchase', body)
      toast({ title: copy.successTitle, description: copy.successText })
      reset(defaultValues)
      onSent()
    } catch (error) {
      applyServerFieldErrors(error, defaultValues, setError)
      toast({
        variant: 'destructive',
        title: copy.errorTitle,
        description: requestErrorMessage(error) ?? copy.errorText,
      })
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      className="relative flex flex-col gap-4"
      data-testid="package-request-form"
    >
      <input type="hidden" {...register('packageName')} />
      <TextField
        control={control}
        name="customerName"
        id="package-customerName"
        label={copy.nameLabel}
        required
        autoComplete="name"
        maxLength={limits.name}
      />
      <TextField
        control={control}
        name="email"
        id="package-email"
        label={copy.emailLabel}
        required
        type="email"
        autoComplete="email"
        maxLength={limits.email}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="phone"
          id="package-phone"
          label={copy.phoneLabel}
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <TextField
          control={control}
          name="company"
          id="package-company"
          label={copy.companyLabel}
          autoComplete="organization"
          maxLength={limits.company}
        />
      </div>
      <SelectField
        control={control}
        name="estimatedTimeline"
        id="package-estimatedTimeline"
        label={copy.timelineLabel}
        options={timelineOptions}
        placeholder={copy.timelinePlaceholder}
      />
      <TextareaField
        control={control}
        name="projectDescription"
        id="package-projectDescription"
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? copy.sendingLabel : copy.submitLabel}
        </Button>
      </DialogFooter>
    </form>
  )
}
