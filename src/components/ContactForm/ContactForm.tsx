'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { describedBy, fieldControlProps, FormField } from '@/components/ui/form-field'
import { Honeypot } from '@/components/ui/honeypot'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { OptionSelect } from '@/components/ui/option-select'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import type { ContactFormCopy } from '@/globals/FormCopy/defaults'
import { uploadAttachments } from '@/leads/form/attachments'
import { leadSourceOfThisVisit, rememberLanding } from '@/leads/form/source'
import {
  budgetRangeOptions,
  contactMethodOptions,
  defaultContactMethod,
  defaultUrgency,
  preferredTimeOptions,
  serviceTypeOptions,
  urgencyOptions,
} from '@/leads/options'
import { contactFormSchema, limits, toContactRequestBody, type ContactFormData, type ContactFormValues } from '@/leads/schema'
import { apiRequest, ApiError, requestErrorMessage } from '@/lib/api'

import { AttachmentsField } from './AttachmentsField'
import { DesiredDateField } from './DesiredDateField'

const defaultValues: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  serviceType: '',
  budgetRange: '',
  servicesNeeded: [],
  preferredContactMethod: defaultContactMethod,
  desiredDate: undefined,
  preferredTime: '',
  urgency: defaultUrgency,
  message: '',
  attachments: [],
  subscribeToUpdates: false,
  agreeToContact: false,
  website: '',
}

/** The contact section's service request form (spec sections 3-5, 7, 8). */
export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const form = useForm<ContactFormValues, unknown, ContactFormData>({ resolver: zodResolver(contactFormSchema), defaultValues })
  const { register, control, handleSubmit, reset, setError, setValue, formState } = form
  const { errors, isSubmitting } = formState

  useEffect(rememberLanding, [])

  async function submit(values: ContactFormData) {
    try {
      // Files first: the request then carries their references (see src/leads/intake/attachments/upload.ts).
      const attachments = await uploadAttachments(values.attachments)
      const body = {
        ...toContactRequestBody(values, attachments),
        ...(values.website ? { website: values.website } : {}),
        source: leadSourceOfThisVisit(),
      }
      await apiRequest('POST', '/api/contact', body)
      toast({ title: copy.successTitle, description: copy.successText })
      reset(defaultValues)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors() : undefined
      for (const [field, fieldMessages] of Object.entries(fields ?? {})) {
        if (field in defaultValues) setError(field as keyof ContactFormValues, { message: fieldMessages[0] })
      }
      toast({
        variant: 'destructive',
        title: copy.errorTitle,
        description: requestErrorMessage(error) ?? copy.errorText,
      })
    }
  }

  function refuse(invalid: FieldErrors<ContactFormValues>) {
    if (invalid.agreeToContact) {
      toast({
        variant: 'destructive',
        title: copy.agreementRequiredTitle,
        description: copy.agreementRequiredText,
      })
    }
  }

  const text = (name: 'name' | 'email' | 'phone' | 'company' | 'subject' | 'message') => ({
    ...fieldControlProps(`contact-${name}`, errors[name]?.message),
    ...register(name),
  })

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit, refuse)}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
      className="relative flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h3 id="contact-form-title" className="text-2xl font-bold text-slate-900">
        {copy.title}
      </h3>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={copy.nameLabel} required error={errors.name?.message}>
          <Input autoComplete="name" maxLength={limits.name} {...text('name')} />
        </FormField>
        <FormField id="contact-email" label={copy.emailLabel} required error={errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={limits.email} {...text('email')} />
        </FormField>
        <FormField id="contact-phone" label={copy.phoneLabel} error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" maxLength={limits.phone} {...text('phone')} />
        </FormField>
        <FormField id="contact-company" label={copy.companyLabel} error={errors.company?.message}>
          <Input autoComplete="organization" maxLength={limits.company} {...text('company')} />
        </FormField>
      </div>

      <FormField id="contact-subject" label={copy.subjectLabel} error={errors.subject?.message}>
        <Input maxLength={limits.subject} {...text('subject')} />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-serviceType" label={copy.serviceTypeLabel} error={errors.serviceType?.message}>
          <Controller
            control={control}
            name="serviceType"
            render={({ field }) => (
              <OptionSelect
                id="contact-serviceType"
                describedBy={describedBy('contact-serviceType', errors.serviceType?.message)}
                invalid={Boolean(errors.serviceType)}
                value={field.value} onChange={field.onChange} options={serviceTypeOptions} placeholder={copy.serviceTypePlaceholder} />
            )}
          />
        </FormField>
        <FormField id="contact-budgetRange" label={copy.budgetRangeLabel} error={errors.budgetRange?.message}>
          <Controller
            control={control}
            name="budgetRange"
            render={({ field }) => (
              <OptionSelect
                id="contact-budgetRange"
                describedBy={describedBy('contact-budgetRange', errors.budgetRange?.message)}
                invalid={Boolean(errors.budgetRange)}
                value={field.value} onChange={field.onChange} options={budgetRangeOptions} placeholder={copy.budgetRangePlaceholder} />
            )}
          />
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">{copy.servicesNeededLabel}</legend>
        <Controller
          control={control}
          name="servicesNeeded"
          render={({ field }) => (
            <div className="grid gap-3 sm:grid-cols-2">
              {serviceTypeOptions.map((option) => {
                const id = `contact-service-${option.value.replace(/[^a-z]+/gi, '-').toLowerCase()}`
                const list = field.value ?? []
                return (
                  <div key={option.value} className="flex min-h-11 items-center gap-3">
                    <Checkbox
                      id={id}
                      checked={list.includes(option.value)}
                      onCheckedChange={(checked) =>
                        field.onChange(checked === true ? [...list, option.value] : list.filter((value) => value !== option.value))
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {option.label}
                    </Label>
                  </div>
                )
              })}
            </div>
          )}
        />
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">{copy.contactMethodLabel}</legend>
        <Controller
          control={control}
          name="preferredContactMethod"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} className="flex flex-wrap gap-6" aria-label={copy.contactMethodLabel}>
              {contactMethodOptions.map((option) => (
                <div key={option.value} className="flex min-h-11 items-center gap-3">
                  <RadioGroupItem id={`contact-method-${option.value}`} value={option.value} />
                  <Label htmlFor={`contact-method-${option.value}`} className="font-normal">
                    {option.label}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-desiredDate" label={copy.desiredDateLabel} error={errors.desiredDate?.message}>
          <Controller
            control={control}
            name="desiredDate"
            render={({ field }) => (
              <DesiredDateField
                id="contact-desiredDate"
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(errors.desiredDate)}
                describedBy={describedBy('contact-desiredDate', errors.desiredDate?.message)}
                placeholder={copy.desiredDatePlaceholder}
                calendarLabel={copy.desiredDateCalendarLabel}
              />
            )}
          />
        </FormField>
        <FormField id="contact-preferredTime" label={copy.preferredTimeLabel} error={errors.preferredTime?.message}>
          <Controller
            control={control}
            name="preferredTime"
            render={({ field }) => (
              <OptionSelect
                id="contact-preferredTime"
                describedBy={describedBy('contact-preferredTime', errors.preferredTime?.message)}
                invalid={Boolean(errors.preferredTime)}
                value={field.value} onChange={field.onChange} options={preferredTimeOptions} placeholder={copy.preferredTimePlaceholder} />
            )}
          />
        </FormField>
      </div>

      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">{copy.urgencyLabel}</legend>
        <Controller
          control={control}
          name="urgency"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} className="grid gap-3 sm:grid-cols-2" aria-label={copy.urgencyLabel}>
              {urgencyOptions.map((option) => (
                <div key={option.value} className="flex min-h-11 items-start gap-3 rounded-md border border-slate-200 p-3">
                  <RadioGroupItem id={`contact-urgency-${option.value}`} value={option.value} className="mt-0.5" />
                  <Label htmlFor={`contact-urgency-${option.value}`} className="flex flex-col font-normal">
                    <span className="font-semibold">{option.label}</span>
                    <span className="text-slate-700">{option.description}</span>
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
      </fieldset>

      <FormField id="contact-message" label={copy.messageLabel} required error={errors.message?.message}>
        <Textarea rows={5} maxLength={limits.message} placeholder={copy.messagePlaceholder} {...text('message')} />
      </FormField>

      <Controller
        control={control}
        name="attachments"
        render={({ field }) => (
          <AttachmentsField
            id="contact-attachments"
            files={field.value ?? []}
            onChange={(files) => setValue('attachments', files, { shouldValidate: true })}
            error={errors.attachments?.message}
            label={copy.attachmentsLabel}
            hint={copy.attachmentsHint}
          />
        )}
      />

      <div className="flex flex-col gap-4">
        <Controller
          control={control}
          name="subscribeToUpdates"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox id="contact-subscribe" checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} className="mt-0.5" />
              <Label htmlFor="contact-subscribe" className="font-normal">
                {copy.subscribeLabel}
              </Label>
            </div>
          )}
        />
        <Controller
          control={control}
          name="agreeToContact"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="contact-agree"
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-invalid={errors.agreeToContact ? true : undefined}
                className="mt-0.5"
              />
              <Label htmlFor="contact-agree" className="font-normal">
                {copy.agreeLabel} <span aria-hidden="true">*</span>
              </Label>
            </div>
          )}
        />
      </div>

      <Honeypot id="contact-website" field={register('website')} />

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
        {isSubmitting ? copy.sendingLabel : copy.submitLabel}
      </Button>
    </form>
  )
}
