import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'

import { idempotencyKey } from './idempotency-key'

/** Worded as spec section 8 says: "STATUS: body", or the status text when the body is empty. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
  }

  /** The lead endpoints' `{ errors: { field: [message] } }`, when that is what came back. */
  fieldErrors(): Record<string, string[]> | undefined {
    if (this.status !== 400 && this.status !== 413) return undefined
    try {
      const parsed = JSON.parse(this.body) as { errors?: unknown }
      return parsed.errors && typeof parsed.errors === 'object'
        ? (parsed.errors as Record<string, string[]>)
        : undefined
    } catch {
      return undefined
    }
  }
}

export async function apiRequest<Answer = unknown>(
  method: string,
  url: string,
  data?: unknown,
): Promise<Answer> {
  const body = data === undefined ? undefined : JSON.stringify(data)
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? undefined
        : {
            'Content-Type': 'application/json',
            'Idempotency-Key': await idempotencyKey(method, url, body),
          },
    body,
  })
  if (!response.ok)
    throw new ApiError(response.status, (await response.text()).trim(), response.statusText)
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as Answer
}

export function requestErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors()
    if (fields) return Object.values(fields).flat().join(' ')
  }
  return error instanceof Error && error.message ? error.message : undefined
}

/** Names without a form field (a too-large request's `body`) are left to requestErrorMessage. */
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
