'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'

import { CheckboxField } from '@/components/ui/checkbox-field'
import { CheckboxGroupField } from '@/components/ui/checkbox-group-field'
import { fieldsOf, sendWithToast, SubmitButton } from '@/components/ui/form'
import { Honeypot } from '@/components/ui/honeypot'
import { RadioGroupField } from '@/components/ui/radio-group-field'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField, TextField } from '@/components/ui/text-field'
import { toast } from '@/components/ui/use-toast'
import type { ContactFormCopy } from '@/content/globals/FormCopy/defaults'
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
import { apiRequest } from '@/lib/api'

import { AttachmentsField } from './AttachmentsField'
import { DesiredDateField } from './DesiredDateField'
import { PersonFields } from './PersonFields'

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

export default function ContactForm({ copy }: { copy: ContactFormCopy }) {
  const form = useForm<ContactFormValues, unknown, ContactFormData>({
    resolver: zodResolver(contactFormSchema),
    defaultValues,
  })
  const { register, control, handleSubmit, setValue } = form
  const field = fieldsOf(control, 'contact')

  async function submit(values: ContactFormData) {
    await sendWithToast(form, defaultValues, copy, async () => {
      // Files first: the request then carries their references.
      const attachments = await uploadAttachments(values.attachments)
      await apiRequest('POST', '/api/contact', {
        ...toContactRequestBody(values, attachments),
        ...(values.website ? { website: values.website } : {}),
        source: leadSourceOfThisVisit(),
      })
    })
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

      <PersonFields
        control={control}
        idPrefix="contact"
        nameField="name"
        copy={copy}
        className="grid gap-5 sm:grid-cols-2"
      />

      <TextField {...field('subject')} label={copy.subjectLabel} maxLength={limits.subject} />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...field('serviceType')}
          label={copy.serviceTypeLabel}
          options={serviceTypeOptions}
          placeholder={copy.serviceTypePlaceholder}
        />
        <SelectField
          {...field('budgetRange')}
          label={copy.budgetRangeLabel}
          options={budgetRangeOptions}
          placeholder={copy.budgetRangePlaceholder}
        />
      </div>

      <CheckboxGroupField
        {...field('servicesNeeded', 'contact-service')}
        legend={copy.servicesNeededLabel}
        options={serviceTypeOptions}
      />

      <RadioGroupField
        {...field('preferredContactMethod', 'contact-method')}
        legend={copy.contactMethodLabel}
        options={contactMethodOptions}
        className="flex flex-wrap gap-6"
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <DesiredDateField
          {...field('desiredDate')}
          label={copy.desiredDateLabel}
          placeholder={copy.desiredDatePlaceholder}
          calendarLabel={copy.desiredDateCalendarLabel}
        />
        <SelectField
          {...field('preferredTime')}
          label={copy.preferredTimeLabel}
          options={preferredTimeOptions}
          placeholder={copy.preferredTimePlaceholder}
        />
      </div>

      <RadioGroupField
        {...field('urgency')}
        legend={copy.urgencyLabel}
        options={urgencyOptions}
        className="grid gap-3 sm:grid-cols-2"
      />

      <TextareaField
        {...field('message')}
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
          {...field('subscribeToUpdates', 'contact-subscribe')}
          label={copy.subscribeLabel}
        />
        <CheckboxField
          {...field('agreeToContact', 'contact-agree')}
          label={copy.agreeLabel}
          required
        />
      </div>

      <Honeypot id="contact-website" field={register('website')} />

      <SubmitButton
        control={control}
        copy={copy}
        size="lg"
        className="w-full sm:w-auto sm:self-start"
      />
    </form>
  )
}
