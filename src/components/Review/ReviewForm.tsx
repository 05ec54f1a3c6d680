'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { describedBy, fieldControlProps, FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { StarRating } from '@/components/ui/star-rating'
import { Textarea } from '@/components/ui/textarea'
import { fillCopy, type ReviewPageCopy } from '@/globals/ReviewCopy/defaults'
import { apiRequest, ApiError, requestErrorMessage } from '@/lib/api'
import { reviewEndpointPath } from '@/reviews/constants'
import { reviewFormSchema, reviewLimits, type ReviewFormData, type ReviewFormValues } from '@/reviews/schema'

const defaultValues: Partial<ReviewFormValues> = { rating: undefined, text: '', reviewerName: '', town: '', consentToPublish: undefined }

/** The review page's form: stars, text, name and town as shown, consent; sent once, then thanked. */
export function ReviewForm({ token, copy }: { token: string; copy: ReviewPageCopy }) {
  const form = useForm<ReviewFormValues, unknown, ReviewFormData>({ resolver: zodResolver(reviewFormSchema), defaultValues })
  const { register, control, handleSubmit, setError, formState } = form
  const { errors, isSubmitting } = formState
  const [status, setStatus] = useState<{ kind: 'sent' } | { kind: 'failed'; message: string } | undefined>()

  async function submit(values: ReviewFormData) {
    setStatus(undefined)
    try {
      await apiRequest('POST', reviewEndpointPath, { ...values, token })
      setStatus({ kind: 'sent' })
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors() : undefined
      for (const [field, messages] of Object.entries(fields ?? {})) {
        if (field in defaultValues) setError(field as keyof ReviewFormValues, { message: messages[0] })
      }
      setStatus({ kind: 'failed', message: requestErrorMessage(error) ?? copy.errorText })
    }
  }

  if (status?.kind === 'sent') {
    return (
      <div role="status" data-testid="review-thanks" className="rounded-2xl border border-green-300 bg-green-50 p-6">
        <h2 className="text-xl font-bold text-green-900">{copy.thanksTitle}</h2>
        <p className="mt-2 text-green-900">{copy.thanksText}</p>
      </div>
    )
  }

  const text = (name: 'text' | 'reviewerName' | 'town', hint?: boolean) => ({ ...fieldControlProps(`review-${name}`, errors[name]?.message, hint), ...register(name) })

  return (
    <form noValidate onSubmit={handleSubmit(submit)} data-testid="review-form" aria-describedby="review-status" className="flex flex-col gap-6">
      <fieldset aria-describedby={describedBy('review-rating', errors.rating?.message)}>
        <legend id="review-rating-label" className="mb-2 text-base font-semibold text-slate-900">
          {copy.ratingLabel}
          <span aria-hidden="true"> *</span>
        </legend>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRating
              id="review-rating"
              aria-labelledby="review-rating-label"
              aria-required="true"
              aria-invalid={errors.rating ? true : undefined}
              value={field.value}
              onValueChange={field.onChange}
              starLabel={(count) => fillCopy(copy.starLabel, { count: String(count) })}
            />
          )}
        />
        {errors.rating?.message ? (
          <p id="review-rating-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>

      <FormField id="review-text" label={copy.textLabel} required error={errors.text?.message}>
        <Textarea rows={6} maxLength={reviewLimits.text} placeholder={copy.textPlaceholder} {...text('text')} />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="review-reviewerName" label={copy.nameLabel} required error={errors.reviewerName?.message} hint={copy.nameHint}>
          <Input autoComplete="name" maxLength={reviewLimits.reviewerName} {...text('reviewerName', true)} />
        </FormField>
        <FormField id="review-town" label={copy.townLabel} required error={errors.town?.message}>
          <Input autoComplete="address-level2" maxLength={reviewLimits.town} {...text('town')} />
        </FormField>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex min-h-11 items-center gap-3">
          <Controller
            control={control}
            name="consentToPublish"
            render={({ field }) => (
              <Checkbox
                id="review-consentToPublish"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true ? true : undefined)}
                aria-invalid={errors.consentToPublish ? true : undefined}
                aria-describedby={describedBy('review-consentToPublish', errors.consentToPublish?.message)}
              />
            )}
          />
          <Label htmlFor="review-consentToPublish" className="font-normal">
            {copy.consentLabel}
          </Label>
        </div>
        {errors.consentToPublish?.message ? (
          <p id="review-consentToPublish-error" role="alert" className="text-sm font-semibold text-red-700">
            {errors.consentToPublish.message}
          </p>
        ) : null}
      </div>

      <div id="review-status" aria-live="polite">
        {status?.kind === 'failed' ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
            <strong className="block">{copy.errorTitle}</strong>
            {status.message}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
        {isSubmitting ? copy.sendingLabel : copy.submitLabel}
      </Button>
    </form>
  )
}
