import { describe, expect, it } from 'vitest'

import { z } from '@/lib/zod'
import { fieldErrors, refusedFields } from '@/server/http/field-errors'

describe('field errors, as the forms show them', () => {
  it("groups a schema's complaints by field, and one about the whole body under body", () => {
    const parsed = z
      .object({ name: z.string().min(2, 'Too short').max(1, 'Too long'), email: z.string() })
      .safeParse({ name: 'abc' })
    expect(parsed.success).toBe(false)
    if (!parsed.success)
      expect(fieldErrors(parsed.error)).toEqual({ name: ['Too long'], email: [expect.any(String)] })
    const whole = z.object({}).strict().safeParse(1)
    if (!whole.success) expect(Object.keys(fieldErrors(whole.error))).toEqual(['body'])
  })

  it("reads Payload's validation error by its shape: a 400 with its list of field paths", () => {
    const refused = {
      status: 400,
      data: {
        errors: [
          { path: 'email', message: 'Invalid' },
          { path: 'source.page', message: 'Too long' },
          { message: 'No path' },
        ],
      },
    }
    expect(refusedFields(refused)).toEqual({
      email: ['Invalid'],
      source: ['Too long'],
      body: ['No path'],
    })
  })

  it.each([
    [
      'another status with a list of errors',
      { status: 500, data: { errors: [{ path: 'email', message: 'x' }] } },
    ],
    ['a 400 without a list', { status: 400, data: { errors: 'email' } }],
    ['a 400 without data', { status: 400 }],
    ['no error at all', undefined],
  ])('is not a refusal of fields for %s', (_case, error) => {
    expect(refusedFields(error)).toBeUndefined()
  })
})
