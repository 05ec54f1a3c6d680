'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useController, useForm } from 'react-hook-form'

import { Checkbox } from '@/components/ui/checkbox'
import { fieldsOf, SubmitButton } from '@/components/ui/form'
import { describedBy, FieldError } from '@/components/ui/form-field'
import { Label } from '@/components/ui/label'
import { StarRating } from '@/components/ui/star-rating'
import { TextareaField, TextField } from '@/components/ui/text-field'
import { fillCopy, type ReviewPageCopy } from '@/reviews/globals/ReviewCopy/defaults'
import { apiRequest, applyServerFieldErrors, requestErrorMessage } from '@/lib/api'
import { reviewEndpointPath } from '@/reviews/constants'
import {
  reviewFormSchema,
  reviewLimits,
  type ReviewFormData,
  type ReviewFormValues,
} from '@/reviews/schema'

const defaultValues: Partial<ReviewFormValues> = {
  rating: undefined,
  text: '',
  reviewerName: '',
  town: '',
  consentToPublish: undefined,
}

export function ReviewForm({ token, copy }: { token: string; copy: ReviewPageCopy }) {
  const form = useForm<ReviewFormValues, unknown, ReviewFormData>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues,
  })
  const { control, handleSubmit, setError, formState } = form
  const { errors } = formState
  const field = fieldsOf(control, 'review')
  const rating = useController({ control, name: 'rating' }).field
  const consent = useController({ control, name: 'consentToPublish' }).field
  const [status, setStatus] = useState<
    { kind: 'sent' } | { kind: 'failed'; message: string } | undefined
  >()

  async function submit(values: ReviewFormData) {
    setStatus(undefined)
    try {
      await apiRequest('POST', reviewEndpointPath, { ...values, token })
      setStatus({ kind: 'sent' })
    } catch (error) {
      applyServerFieldErrors(error, defaultValues, setError)
      setStatus({ kind: 'failed', message: requestErrorMessage(error) ?? copy.errorText })
    }
  }

  if (status?.kind === 'sent') {
    return (
      <div
        role="status"
        data-testid="review-thanks"
        className="rounded-2xl border border-green-300 bg-green-50 p-6"
      >
        <h2 className="text-xl font-bold text-green-900">{copy.thanksTitle}</h2>
        <p className="mt-2 text-green-900">{copy.thanksText}</p>
      </div>
    )
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      data-testid="review-form"
      aria-describedby="review-status"
      className="flex flex-col gap-6"
    >
      <fieldset aria-describedby={describedBy('review-rating', errors.rating?.message)}>
        <legend id="review-rating-label" className="mb-2 text-base font-semibold text-slate-900">
          {copy.ratingLabel}
          <span aria-hidden="true"> *</span>
        </legend>
        <StarRating
          id="review-rating"
          aria-labelledby="review-rating-label"
          aria-required="true"
          aria-invalid={errors.rating ? true : undefined}
          value={rating.value}
          onValueChange={rating.onChange}
          starLabel={(count) => fillCopy(copy.starLabel, { count: String(count) })}
        />
        <FieldError id="review-rating" error={errors.rating?.message} className="mt-2" />
      </fieldset>

      <TextareaField
        {...field('text')}
        label={copy.textLabel}
        required
        rows={6}
        maxLength={reviewLimits.text}
        placeholder={copy.textPlaceholder}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('reviewerName')}
          label={copy.nameLabel}
          required
          hint={copy.nameHint}
          autoComplete="name"
          maxLength={reviewLimits.reviewerName}
        />
        <TextField
          {...field('town')}
          label={copy.townLabel}
          required
          autoComplete="address-level2"
          maxLength={reviewLimits.town}
        />
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id="review-consentToPublish"
            checked={consent.value === true}
            onCheckedChange={(checked) => consent.onChange(checked === true ? true : undefined)}
            aria-invalid={errors.consentToPublish ? true : undefined}
            aria-describedby={describedBy(
              'review-consentToPublish',
              errors.consentToPublish?.message,
            )}
          />
          <Label htmlFor="review-consentToPublish" className="font-normal">
            {copy.consentLabel}
          </Label>
        </div>
        <FieldError id="review-consentToPublish" error={errors.consentToPublish?.message} />
      </div>

      <div id="review-status" aria-live="polite">
        {status?.kind === 'failed' ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
            <strong className="block">{copy.errorTitle}</strong>
            {status.message}
          </p>
        ) : null}
      </div>

      <SubmitButton control={control} copy={copy} size="lg" className="self-start" />
    </form>
  )
}
