import 'server-only'

import type { z } from 'zod'

import { invalid, unsupportedMediaType } from './answers'
import { isJson, readJsonObject } from './body'
import { fieldErrors } from './field-errors'
import { limitClient, type LimitedRequest } from './limits'

/**
 * An anonymous JSON endpoint's guards in order: the client's limit, JSON only, `maxBytes`, the
 * schema. The lead intake runs the same steps with its own between them.
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
