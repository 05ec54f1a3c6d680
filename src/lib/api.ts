/** A non-2xx answer, as spec section 8 words it: "STATUS: body", or the status text when the body is empty. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
  }

  /** The `{ errors: { field: [message] } }` of a 400 from the lead endpoints, when that is what came back. */
  fieldErrors(): Record<string, string[]> | undefined {
    if (this.status !== 400) return undefined
    try {
      const parsed = JSON.parse(this.body) as { errors?: unknown }
      return parsed.errors && typeof parsed.errors === 'object' ? (parsed.errors as Record<string, string[]>) : undefined
    } catch {
      return undefined
    }
  }
}

/** Every call sends the cookies, and a body goes as JSON (spec section 7). */
export async function apiRequest<Answer = unknown>(method: string, url: string, data?: unknown): Promise<Answer> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: data === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
  })
  if (!response.ok) throw new ApiError(response.status, (await response.text()).trim(), response.statusText)
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as Answer
}

/** The text a failed request's toast shows: the server's field messages when it named fields. */
export function requestErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) {
    const fields = error.fieldErrors()
    if (fields) return Object.values(fields).flat().join(' ')
  }
  return error instanceof Error && error.message ? error.message : undefined
}
