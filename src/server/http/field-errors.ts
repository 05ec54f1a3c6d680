import type { AfterErrorHook } from 'payload'
import type { z } from 'zod'

/** What a 400 answer carries: each field's messages, as the forms show them under the field. */
export type FieldErrors = Record<string, string[]>

const byField = (complaints: [field: string, message: string][]) => {
  const errors: FieldErrors = {}
  for (const [field, message] of complaints) (errors[field] ??= []).push(message)
  return errors
}

/** A schema's complaints by field; one about the whole body goes under `body`. */
export const fieldErrors = (error: z.ZodError) =>
  byField(error.issues.map((issue) => [String(issue.path[0] ?? 'body'), issue.message]))

/**
 * Payload's validation error read by its shape: the production bundle may hold two copies of its
 * error classes, so `instanceof ValidationError` is not to be trusted there.
 */
export function refusedFields(error: unknown): FieldErrors | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { errors?: unknown } }
  if (status !== 400 || !Array.isArray(data?.errors)) return undefined
  return byField(
    (data.errors as { path?: unknown; message?: unknown }[]).map(({ path, message }) => [
      String(path ?? 'body').split('.')[0],
      String(message),
    ]),
  )
}

/**
 * Payload's REST answer keeps a ValidationError's field messages only when `instanceof` holds,
 * which the production bundle breaks (see `refusedFields`); the admin shows them under each field.
 */
export const answerFieldErrors: AfterErrorHook = ({ error }) => {
  const { name, message, status, data } = error as Error & {
    status?: number
    data?: { errors?: unknown }
  }
  if (name !== 'ValidationError' || status !== 400 || !Array.isArray(data?.errors)) return
  return { response: { errors: [{ name, message, data }] } }
}
