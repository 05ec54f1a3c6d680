import type { FieldErrors } from './field-errors'

export const invalid = (errors: FieldErrors) => Response.json({ errors }, { status: 400 })

export const tooLarge = (errors: FieldErrors) => Response.json({ errors }, { status: 413 })

export const unsupportedMediaType = (expected: string) =>
  Response.json({ errors: { body: [`Send the request as ${expected}`] } }, { status: 415 })

export const unavailable = (message: string) => Response.json({ message }, { status: 503 })

export function tooManyRequests(retryAfterSeconds: number): Response {
  return new Response('Too many requests. Please try again later.', {
    status: 429,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': String(retryAfterSeconds),
    },
  })
}

export const postOnly = () =>
  new Response('Send the request with POST.', {
    status: 405,
    headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' },
  })
