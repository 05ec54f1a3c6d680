import { describe, expect, it, vi } from 'vitest'

import { ApiError, applyServerFieldErrors, requestErrorMessage } from '@/lib/api'

type Values = { name: string; email: string; message: string }
const fields: Values = { name: '', email: '', message: '' }

const refused = (status: number, body: unknown) =>
  new ApiError(status, JSON.stringify(body), 'Bad Request')

describe('applyServerFieldErrors', () => {
  it("puts a 400's first message under each field the form has, and leaves the other names to the failure message", () => {
    const setError = vi.fn()
    const error = refused(400, { errors: { email: ['x', 'second'], unknown: ['y'], body: ['z'] } })
    applyServerFieldErrors<Values>(error, fields, setError)
    expect(setError.mock.calls).toEqual([['email', { message: 'x' }]])
    expect(requestErrorMessage(error)).toBe('x second y z')
  })

  it('marks fields named by a 413 too', () => {
    const setError = vi.fn()
    applyServerFieldErrors<Values>(
      refused(413, { errors: { message: ['Too long'] } }),
      fields,
      setError,
    )
    expect(setError).toHaveBeenCalledWith('message', { message: 'Too long' })
  })

  it('marks nothing for a name the form only inherits, a message that is not a list, or an answer without field errors', () => {
    const setError = vi.fn()
    applyServerFieldErrors<Values>(
      refused(400, { errors: { toString: ['a'], constructor: ['b'], name: 'c', email: [] } }),
      fields,
      setError,
    )
    applyServerFieldErrors<Values>(refused(500, { errors: { email: ['x'] } }), fields, setError)
    applyServerFieldErrors<Values>(new ApiError(400, 'not json', 'Bad Request'), fields, setError)
    applyServerFieldErrors<Values>(new Error('offline'), fields, setError)
    expect(setError).not.toHaveBeenCalled()
  })
})
