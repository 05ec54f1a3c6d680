'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { describedBy, FormField } from '@/components/ContactForm/FormField'
import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { leadSourceOfThisVisit, rememberLanding } from '@/leads/browser-source'
import { timelineOptions } from '@/leads/options'
import { limits, packageRequestSchema, type PackageRequest, type PackageRequestValues } from '@/leads/schema'
import { apiRequest, requestErrorMessage } from '@/lib/api'

type TextField = 'customerName' | 'email' | 'phone' | 'company'

export default function PackageRequestForm({ packageName, onSent }: { packageName: string; onSent: () => void }) {
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
      toast({ title: 'Purchase request sent successfully!', description: "We'll contact you within 24 hours to discuss your project." })
      reset(defaultValues)
      onSent()
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error sending request', description: requestErrorMessage(error) ?? 'Please try again later.' })
    }
  }

  const text = (name: TextField) => ({
    id: `package-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`package-${name}`, errors[name]?.message),
    ...register(name),
  })

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="relative flex flex-col gap-4" data-testid="package-request-form">
      <input type="hidden" {...register('packageName')} />
      <FormField id="package-customerName" label="Your Name" required error={errors.customerName?.message}>
        <Input autoComplete="name" maxLength={limits.name} {...text('customerName')} />
      </FormField>
      <FormField id="package-email" label="Email Address" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" maxLength={limits.email} {...text('email')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="package-phone" label="Phone Number" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" maxLength={limits.phone} {...text('phone')} />
        </FormField>
        <FormField id="package-company" label="Company Name" error={errors.company?.message}>
          <Input autoComplete="organization" maxLength={limits.company} {...text('company')} />
        </FormField>
      </div>
      <FormField id="package-estimatedTimeline" label="Preferred Timeline" error={errors.estimatedTimeline?.message}>
        <Controller
          control={control}
          name="estimatedTimeline"
          render={({ field }) => (
            <Select value={field.value || ''} onValueChange={field.onChange}>
              <SelectTrigger id="package-estimatedTimeline">
                <SelectValue placeholder="Select a timeline" />
              </SelectTrigger>
              <SelectContent>
                {timelineOptions.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField id="package-projectDescription" label="Project Description" error={errors.projectDescription?.message}>
        <Textarea
          id="package-projectDescription"
          rows={4}
          maxLength={limits.projectDescription}
          placeholder="Tell us about your project, goals and any must-have features"
          aria-invalid={errors.projectDescription ? true : undefined}
          aria-describedby={describedBy('package-projectDescription', errors.projectDescription?.message)}
          {...register('projectDescription')}
        />
      </FormField>

      {/* Hidden from people and assistive technology; bots that fill every input give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="package-website">Website</label>
        <input id="package-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Request'}
        </Button>
      </DialogFooter>
    </form>
  )
}
