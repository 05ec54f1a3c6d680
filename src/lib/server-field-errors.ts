import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'

import { ApiError } from './api'

/**
 * Puts the messages of a refused request's `{ errors: { field: [message] } }` under the form's own fields
 * (those `fields` has as keys), the first message of each. Other names, such as a too-large request's
 * `body`, have no field to show under; the failure message (`requestErrorMessage`) lists every message.
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
