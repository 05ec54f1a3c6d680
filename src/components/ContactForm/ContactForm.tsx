'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { CheckboxGroupField } from '@/components/ui/checkbox-group-field'
import { describedBy, FormField } from '@/components/ui/form-field'
import { Honeypot } from '@/components/ui/honeypot'
import { RadioGroupField } from '@/components/ui/radio-group-field'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField, TextField } from '@/components/ui/text-field'
import { toast } from '@/components/ui/use-toast'
import type { ContactFormCopy } from '@/globals/FormCopy/defaults'
import { uploadAttachments } from '@/leads/form/attachments'
import { leadSourceOfThisVisit } from '@/leads/form/source'
import {
  budgetRangeOptions,
  contactMethodOptions,
  defaultContactMethod,
  defaultUrgency,
  preferredTimeOptions,
  serviceTypeOptions,
  urgencyOptions,
} from '@/leads/options'
import {
  contactFormSchema,
  limits,
  toContactRequestBody,
  type ContactFormData,
  type ContactFormValues,
} from '@/leads/schema'
import { apiRequest, requestErrorMessage } from '@/lib/api'
import { applyServerFieldErrors } from '@/lib/server-field-errors'

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

export function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const { register, control, handleSubmit, reset, setError, setValue, formState } = useForm<
    ContactFormValues,
    unknown,
    ContactFormData
  >({
    resolver: zodResolver(contactFormSchema),
    defaultValues,
  })
  const { isSubmitting } = formState

  async function submit(values: ContactFormData) {
    try {
      // Files first: the request then carries their references.
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
      applyServerFieldErrors(error, defaultValues, setError)
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
        <TextField
          control={control}
          name="name"
          id="contact-name"
          label={copy.nameLabel}
          required
          autoComplete="name"
          maxLength={limits.name}
        />
        <TextField
          control={control}
          name="email"
          id="contact-email"
          label={copy.emailLabel}
          required
          type="email"
          autoComplete="email"
          maxLength={limits.email}
        />
        <TextField
          control={control}
          name="phone"
          id="contact-phone"
          label={copy.phoneLabel}
          type="tel"
          autoComplete="tel"
          maxLength={limits.phone}
        />
        <TextField
          control={control}
          name="company"
          id="contact-company"
          label={copy.companyLabel}
          autoComplete="organization"
          maxLength={limits.company}
        />
      </div>

      <TextField
        control={control}
        name="subject"
        id="contact-subject"
        label={copy.subjectLabel}
        maxLength={limits.subject}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          control={control}
          name="serviceType"
          id="contact-serviceType"
          label={copy.serviceTypeLabel}
          options={serviceTypeOptions}
          placeholder={copy.serviceTypePlaceholder}
        />
        <SelectField
          control={control}
          name="budgetRange"
          id="contact-budgetRange"
          label={copy.budgetRangeLabel}
          options={budgetRangeOptions}
          placeholder={copy.budgetRangePlaceholder}
        />
      </div>

      <CheckboxGroupField
        control={control}
        name="servicesNeeded"
        idPrefix="contact-service"
        legend={copy.servicesNeededLabel}
        options={serviceTypeOptions}
      />

      <RadioGroupField
        control={control}
        name="preferredContactMethod"
        idPrefix="contact-method"
        legend={copy.contactMethodLabel}
        options={contactMethodOptions}
        className="flex flex-wrap gap-6"
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="desiredDate"
          render={({ field, fieldState }) => (
            <FormField
              id="contact-desiredDate"
              label={copy.desiredDateLabel}
              error={fieldState.error?.message}
            >
              <DesiredDateField
                id="contact-desiredDate"
                value={field.value}
                onChange={field.onChange}
                invalid={fieldState.invalid}
                describedBy={describedBy('contact-desiredDate', fieldState.error?.message)}
                placeholder={copy.desiredDatePlaceholder}
                calendarLabel={copy.desiredDateCalendarLabel}
              />
            </FormField>
          )}
        />
        <SelectField
          control={control}
          name="preferredTime"
          id="contact-preferredTime"
          label={copy.preferredTimeLabel}
          options={preferredTimeOptions}
          placeholder={copy.preferredTimePlaceholder}
        />
      </div>

      <RadioGroupField
        control={control}
        name="urgency"
        idPrefix="contact-urgency"
        legend={copy.urgencyLabel}
        options={urgencyOptions}
        className="grid gap-3 sm:grid-cols-2"
      />

      <TextareaField
        control={control}
        name="message"
        id="contact-message"
        label={copy.messageLabel}
        required
        rows={5}
        maxLength={limits.message}
        placeholder={copy.messagePlaceholder}
      />

      <Controller
        control={control}
        name="attachments"
        render={({ field, fieldState }) => (
          <AttachmentsField
            id="contact-attachments"
            files={field.value ?? []}
            onChange={(files) => setValue('attachments', files, { shouldValidate: true })}
            error={fieldState.error?.message}
            label={copy.attachmentsLabel}
            hint={copy.attachmentsHint}
          />
        )}
      />

      <div className="flex flex-col gap-4">
        <CheckboxField
          control={control}
          name="subscribeToUpdates"
          id="contact-subscribe"
          label={copy.subscribeLabel}
        />
        <CheckboxField
          control={control}
          name="agreeToContact"
          id="contact-agree"
          label={copy.agreeLabel}
          required
        />
      </div>

      <Honeypot id="contact-website" field={register('website')} />

      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:self-start"
      >
        {isSubmitting ? copy.sendingLabel : copy.submitLabel}
      </Button>
    </form>
  )
}
