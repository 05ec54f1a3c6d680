import type { AfterErrorHook } from 'payload'
import type { z } from 'zod'

/** What a 400 answer carries: each field's messages, as the forms show them under the field. */
export type FieldErrors = Record<string, string[]>

/** A schema's complaints by field; one about the whole body goes under `body`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  return errors
}

/**
 * Payload's validation error read by its shape: the production bundle may hold two copies of its
 * error classes, so `instanceof ValidationError` is not to be trusted there.
 */
export function refusedFields(error: unknown): FieldErrors | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { errors?: unknown } }
  if (status !== 400 || !Array.isArray(data?.errors)) return undefined
  const errors: FieldErrors = {}
  for (const { path, message } of data.errors as { path?: unknown; message?: unknown }[]) {
    const field = String(path ?? 'body').split('.')[0]
    errors[field] = [...(errors[field] ?? []), String(message)]
  }
  return errors
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
