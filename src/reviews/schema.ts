import { messages, requiredLine, requiredText } from '@/leads/schema'
import { z } from '@/lib/zod'

/** Shared by form and endpoint; only the server reads what the link's token is worth. */
export const reviewLimits = { text: 2000, reviewerName: 80, town: 80, token: 200 } as const

export const reviewMessages = {
  rating: 'Choose from 1 to 5 stars',
  textTooShort: 'Tell us a little more: at least 10 characters',
  consent: 'Please agree that we may publish your review.',
} as const

export const reviewFormSchema = z.object({
  rating: z
    .number({ error: reviewMessages.rating })
    .int(reviewMessages.rating)
    .min(1, reviewMessages.rating)
    .max(5, reviewMessages.rating),
  text: requiredText(reviewLimits.text).min(10, reviewMessages.textTooShort),
  reviewerName: requiredLine(reviewLimits.reviewerName),
  town: requiredLine(reviewLimits.town),
  consentToPublish: z.literal(true, { error: reviewMessages.consent }),
})

export const reviewRequestSchema = reviewFormSchema.extend({
  token: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(reviewLimits.token, messages.tooLong(reviewLimits.token)),
})

export type ReviewFormValues = z.input<typeof reviewFormSchema>
export type ReviewFormData = z.output<typeof reviewFormSchema>
