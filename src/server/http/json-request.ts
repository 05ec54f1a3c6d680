import 'server-only'

import type { z } from 'zod'

import type { LimitedRequest } from '@/server/rate-limit/anonymous-requests'

import { invalid, unsupportedMediaType } from './answers'
import { isJson, readJsonObject } from './body'
import { fieldErrors } from './field-errors'
import { limitClient } from './limits'

/**
 * The guards of an anonymous JSON endpoint, in order: the client's limit (429), JSON only (415), at most
 * `maxBytes` (413), and the schema (400 with field messages). The parsed body, or the answer that stops it.
 * The lead intake runs the same steps with its own between them (the idempotency key, the honeypot).
 */
export async function readGuardedJson<Schema extends z.ZodType>(
  request: Request,
  guard: { kind: LimitedRequest; maxBytes: number; schema: Schema },
): Promise<{ data: z.output<Schema> } | { answer: Response }> {
  const limited = await limitClient(guard.kind, request)
  if (limited) return { answer: limited }
  if (!isJson(request)) return { answer: unsupportedMediaType('application/json') }
  const read = await readJsonObject(request, guard.maxBytes)
  if ('answer' in read) return read
  const parsed = guard.schema.safeParse(read.body)
  if (!parsed.success) return { answer: invalid(fieldErrors(parsed.error)) }
  return { data: parsed.data }
}
