import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'

import { ApiError } from './api'

/**
 * Names without a form field (a too-large request's `body`) are skipped here; the failure message
 * lists every message.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: Partial<Values>,
  setError: UseFormSetError<Values>,
): void {
  const answered = error instanceof ApiError ? error.fieldErrors() : undefined
  for (const [field, messages] of Object.entries(answered ?? {})) {
    const [message] = Array.isArray(messages) ? messages : []
    if (Object.hasOwn(fields, field) && typeof message === 'string')
      setError(field as FieldPath<Values>, { message })
  }
}
