'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { uploadAttachments } from '@/leads/attachments/browser'
import { leadSourceOfThisVisit, rememberLanding } from '@/leads/browser-source'
import {
  budgetRangeOptions,
  contactMethodOptions,
  defaultContactMethod,
  defaultUrgency,
  preferredTimeOptions,
  serviceTypeOptions,
  urgencyOptions,
  type Option,
} from '@/leads/options'
import { contactFormSchema, limits, toContactRequestBody, type ContactFormData, type ContactFormValues } from '@/leads/schema'
import { apiRequest, ApiError, requestErrorMessage } from '@/lib/api'

import { AttachmentsField } from './AttachmentsField'
import { DesiredDateField } from './DesiredDateField'
import { describedBy, FormField } from './FormField'

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

function OptionSelect({
  id,
  value,
  onChange,
  options,
  placeholder,
}: {
  id: string
  value: string | undefined
  onChange: (value: string) => void
  options: readonly Option[]
  placeholder: string
}) {
  return (
    <Select value={value || ''} onValueChange={onChange}>
      <SelectTrigger id={id}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

/** The contact section's service request form (spec sections 3-5, 7, 8). */
export function ContactForm() {
  const form = useForm<ContactFormValues, unknown, ContactFormData>({ resolver: zodResolver(contactFormSchema), defaultValues })
  const { register, control, handleSubmit, reset, setError, setValue, formState } = form
  const { errors, isSubmitting } = formState

  useEffect(rememberLanding, [])

  async function submit(values: ContactFormData) {
    try {
      // Files first: the request then carries their references (see src/leads/attachments/upload.ts).
      const attachments = await uploadAttachments(values.attachments)
      const body = {
        ...toContactRequestBody(values, attachments),
        ...(values.website ? { website: values.website } : {}),
        source: leadSourceOfThisVisit(),
      }
      await apiRequest('POST', '/api/contact', body)
      toast({ title: 'Service request submitted successfully!', description: "We'll get back to you within 24 hours." })
      reset(defaultValues)
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors() : undefined
      for (const [field, fieldMessages] of Object.entries(fields ?? {})) {
        if (field in defaultValues) setError(field as keyof ContactFormValues, { message: fieldMessages[0] })
      }
      toast({
        variant: 'destructive',
        title: 'Error submitting request',
        description: requestErrorMessage(error) ?? 'Please try again later.',
      })
    }
  }

  function refuse(invalid: FieldErrors<ContactFormValues>) {
    if (invalid.agreeToContact) {
      toast({
        variant: 'destructive',
        title: 'Agreement Required',
        description: 'Please agree to be contacted to submit your request.',
      })
    }
  }

  const text = (name: 'name' | 'email' | 'phone' | 'company' | 'subject') => ({
    id: `contact-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`contact-${name}`, errors[name]?.message),
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
        Request Service
      </h3>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Full Name" required error={errors.name?.message}>
          <Input autoComplete="name" maxLength={limits.name} {...text('name')} />
        </FormField>
        <FormField id="contact-email" label="Email Address" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" maxLength={limits.email} {...text('email')} />
        </FormField>
        <FormField id="contact-phone" label="Phone Number" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" maxLength={limits.phone} {...text('phone')} />
        </FormField>
        <FormField id="contact-company" label="Company Name" error={errors.company?.message}>
          <Input autoComplete="organization" maxLength={limits.company} {...text('company')} />
        </FormField>
      </div>

      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input maxLength={limits.subject} {...text('subject')} />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-serviceType" label="Service Type" error={errors.serviceType?.message}>
          <Controller
            control={control}
            name="serviceType"
            render={({ field }) => (
              <OptionSelect id="contact-serviceType" value={field.value} onChange={field.onChange} options={serviceTypeOptions} placeholder="Select a service" />
            )}
          />
        </FormField>
        <FormField id="contact-budgetRange" label="Budget Range" error={errors.budgetRange?.message}>
          <Controller
            control={control}
            name="budgetRange"
            render={({ field }) => (
              <OptionSelect id="contact-budgetRange" value={field.value} onChange={field.onChange} options={budgetRangeOptions} placeholder="Select a budget range" />
            )}
          />
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">Services Needed</legend>
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
        <legend className="mb-3 text-base font-semibold text-slate-900">Preferred Contact Method</legend>
        <Controller
          control={control}
          name="preferredContactMethod"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} className="flex flex-wrap gap-6" aria-label="Preferred Contact Method">
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
        <FormField id="contact-desiredDate" label="Desired Date" error={errors.desiredDate?.message}>
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
              />
            )}
          />
        </FormField>
        <FormField id="contact-preferredTime" label="Preferred Time" error={errors.preferredTime?.message}>
          <Controller
            control={control}
            name="preferredTime"
            render={({ field }) => (
              <OptionSelect id="contact-preferredTime" value={field.value} onChange={field.onChange} options={preferredTimeOptions} placeholder="Select a time" />
            )}
          />
        </FormField>
      </div>

      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">Urgency</legend>
        <Controller
          control={control}
          name="urgency"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} className="grid gap-3 sm:grid-cols-2" aria-label="Urgency">
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

      <FormField id="contact-message" label="Message" required error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={5}
          maxLength={limits.message}
          placeholder="Tell us what you need help with"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('contact-message', errors.message?.message)}
          {...register('message')}
        />
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
                Send me occasional updates and tech tips
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
                I agree to be contacted about my request <span aria-hidden="true">*</span>
              </Label>
            </div>
          )}
        />
      </div>

      {/* Hidden from people and assistive technology; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
        {isSubmitting ? 'Sending...' : 'Submit Request'}
      </Button>
    </form>
  )
}
