'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { describedBy, fieldControlProps, FormField } from '@/components/ui/form-field'
import { Honeypot } from '@/components/ui/honeypot'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/option-select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import type { PackageFormCopy } from '@/globals/FormCopy/defaults'
import { leadSourceOfThisVisit, rememberLanding } from '@/leads/form/source'
import { timelineOptions } from '@/leads/options'
import { limits, packageRequestSchema, type PackageRequest, type PackageRequestValues } from '@/leads/schema'
import { apiRequest, requestErrorMessage } from '@/lib/api'

type TextField = 'customerName' | 'email' | 'phone' | 'company' | 'projectDescription'

export function PackageRequestForm({ packageName, copy, onSent }: { packageName: string; copy: PackageFormCopy; onSent: () => void }) {
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
  const { register, control, handleSubmit, reset, formState } = useForm<PackageRequestValues, unknown, PackageRequest>({
    resolver: zodResolver(packageRequestSchema),
    defaultValues,
  })
  const { errors, isSubmitting } = formState

  useEffect(rememberLanding, [])

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
      toast({ variant: 'destructive', title: copy.errorTitle, description: requestErrorMessage(error) ?? copy.errorText })
    }
  }

  const text = (name: TextField) => ({
    ...fieldControlProps(`package-${name}`, errors[name]?.message),
    ...register(name),
  })

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="relative flex flex-col gap-4" data-testid="package-request-form">
      <input type="hidden" {...register('packageName')} />
      <FormField id="package-customerName" label={copy.nameLabel} required error={errors.customerName?.message}>
        <Input autoComplete="name" maxLength={limits.name} {...text('customerName')} />
      </FormField>
      <FormField id="package-email" label={copy.emailLabel} required error={errors.email?.message}>
        <Input type="email" autoComplete="email" maxLength={limits.email} {...text('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="package-phone" label={copy.phoneLabel} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" maxLength={limits.phone} {...text('phone')} />
        </FormField>
        <FormField id="package-company" label={copy.companyLabel} error={errors.company?.message}>
          <Input autoComplete="organization" maxLength={limits.company} {...text('company')} />
        </FormField>
      </div>
      <FormField id="package-estimatedTimeline" label={copy.timelineLabel} error={errors.estimatedTimeline?.message}>
        <Controller
          control={control}
          name="estimatedTimeline"
          render={({ field }) => (
            <OptionSelect
              id="package-estimatedTimeline"
              describedBy={describedBy('package-estimatedTimeline', errors.estimatedTimeline?.message)}
              invalid={Boolean(errors.estimatedTimeline)}
              value={field.value}
              onChange={field.onChange}
              options={timelineOptions}
              placeholder={copy.timelinePlaceholder}
            />
          )}
        />
      </FormField>
      <FormField id="package-projectDescription" label={copy.descriptionLabel} error={errors.projectDescription?.message}>
        <Textarea rows={4} maxLength={limits.projectDescription} placeholder={copy.descriptionPlaceholder} {...text('projectDescription')} />
      </FormField>

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
