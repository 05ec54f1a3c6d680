import { describe, expect, it } from 'vitest'

import { answerFieldErrors } from '@/server/http/field-errors'

const answer = (error: object) =>
  answerFieldErrors({ error: Object.assign(new Error(), error) } as never)

describe('the REST answer to a refused field, in every collection', () => {
  it('keeps the field messages of an error shaped like a ValidationError, whatever its class', () => {
    const data = { collection: 'users', errors: [{ message: 'Too short.', path: 'password' }] }
    expect(
      answer({
        name: 'ValidationError',
        status: 400,
        message: 'The following field is invalid: password',
        data,
      }),
    ).toEqual({
      response: {
        errors: [
          { name: 'ValidationError', message: 'The following field is invalid: password', data },
        ],
      },
    })
  })

  it('leaves every other error to Payload', () => {
    expect(
      answer({ name: 'APIError', status: 400, message: 'No.', data: { errors: [] } }),
    ).toBeUndefined()
    expect(answer({ name: 'ValidationError', status: 400, message: 'No.' })).toBeUndefined()
  })
})
