import 'server-only'

import type { Payload } from 'payload'
import type { z } from 'zod'

import { personalCacheControl } from '@/server/cache-control.mjs'

import { countClientRequest, countSiteWrite, type LimitedRequest, type LimitVerdict } from './rate-limit'

/**
 * The plumbing every anonymous endpoint shares (the two lead forms, the attachment upload and the review
 * form): the limit answer, a body read no further than its cap, its JSON and the schema's field messages,
 * the answers by status and the one-transaction write.
 */

export type FieldErrors = Record<string, string[]>

export const invalid = (errors: FieldErrors) => Response.json({ errors }, { status: 400 })

/** A schema's complaints by field, as the forms show them; one about the whole body goes under `body`. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  return errors
}

export const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')

export const tooLarge = (errors: FieldErrors) => Response.json({ errors }, { status: 413 })

export const unsupportedMediaType = (expected: string) =>
  Response.json({ errors: { body: [`Send the request as ${expected}`] } }, { status: 415 })

export const unavailable = (message: string) => Response.json({ message }, { status: 503 })

/** The answer to a lead that could not be stored: the form shows it and keeps what was typed. */
export const leadNotSaved = 'Your request could not be saved. Please try again later.'

/** Every method but POST on a lead endpoint: 405, naming the one it takes. */
export const postOnly = () =>
  new Response('Send the request with POST.', { status: 405, headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' } })

type Receive = (request: Request, payload: Payload) => Promise<Response>

/**
 * The POST handler of a lead endpoint's route: the answer is the intake's own and never cached; a failure
 * it did not foresee (Payload unreachable before the intake could start) is the 503 the form shows.
 */
export function receiveWith(receive: Receive, payload: () => Promise<Payload>, notSaved = leadNotSaved) {
  return async (request: Request): Promise<Response> => {
    let answer: Response
    try {
      answer = await receive(request, await payload())
    } catch (error) {
      console.error('Could not answer a lead request', error)
      answer = unavailable(notSaved)
    }
    answer.headers.set('cache-control', personalCacheControl)
    return answer
  }
}

function tooManyRequests(retryAfterSeconds: number): Response {
  return new Response('Too many requests. Please try again later.', {
    status: 429,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(retryAfterSeconds) },
  })
}

const answer = (verdict: LimitVerdict) => (verdict.allowed ? undefined : tooManyRequests(verdict.retryAfterSeconds))

/** The plain 429 when this request's client is over its limit; undefined when it may go on. */
export async function limitClient(kind: LimitedRequest, request: Request): Promise<Response | undefined> {
  return answer(await countClientRequest(kind, request.headers))
}

/** The plain 429 when the site has let in as many clients as its ceiling allows; undefined when the write may go on. */
export async function limitSite(kind: LimitedRequest, request: Request): Promise<Response | undefined> {
  return answer(await countSiteWrite(kind, request.headers))
}

export type BoundedBody = { bytes: Uint8Array<ArrayBuffer> } | { tooLarge: true }

/**
 * The body, read only as far as `maxBytes`: a declared Content-Length over it is refused before a byte is
 * read, and a body without one (chunked) is cut off as soon as it passes the cap.
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<BoundedBody> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return { tooLarge: true }
  if (!request.body) return { bytes: new Uint8Array() }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      return { tooLarge: true }
    }
    chunks.push(value)
  }
  return { bytes: Buffer.concat(chunks) }
}

export { inTransaction } from '@/db/transaction'

export type ReadBody = { body: Record<string, unknown> } | { answer: Response }

/** The body as a JSON object, read no further than `maxBytes`; otherwise the 413 or 400 to answer. */
export async function readJsonObject(request: Request, maxBytes: number): Promise<ReadBody> {
  const read = await readBoundedBody(request, maxBytes)
  if ('tooLarge' in read) return { answer: tooLarge({ body: [`The request is too large: at most ${maxBytes / 1024} KB`] }) }
  try {
    const body: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(read.bytes))
    if (body && typeof body === 'object' && !Array.isArray(body)) return { body: body as Record<string, unknown> }
  } catch {
    // answered below like any other body that is not a JSON object
  }
  return { answer: invalid({ body: ['Expected a JSON object'] }) }
}
