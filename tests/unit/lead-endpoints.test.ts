import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { postOnly } from '@/server/http/answers'
import { personalCacheControl } from '@/server/http/cache-control.mjs'
import { receiveWith } from '@/server/http/route'
import { leadNotSaved } from '@/leads/constants'
import { receiveContactRequest, receivePackageRequest } from '@/leads/intake'

const post = () =>
  new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })

describe("the lead endpoints' route handlers", () => {
  it.each([
    ['contact', receiveContactRequest],
    ['package purchase', receivePackageRequest],
  ])(
    "%s answers 503 with the form's message when the intake cannot run",
    async (_name, receive) => {
      // Payload unreachable: the intake cannot even start, which only the handler's own last line can answer.
      const response = await receiveWith(
        receive,
        () => Promise.reject(new Error('the database is gone')),
        leadNotSaved,
      )(post())
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ message: leadNotSaved })
      expect(response.headers.get('cache-control')).toBe(personalCacheControl)
    },
  )

  it("passes the intake's own answer on, never to be cached", async () => {
    const payload = {} as Payload
    const response = await receiveWith(
      async (_request, given) => Response.json({ same: given === payload }, { status: 201 }),
      async () => payload,
      leadNotSaved,
    )(post())
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ same: true })
    expect(response.headers.get('cache-control')).toBe(personalCacheControl)
  })

  it('answers 405 with Allow: POST to other methods', () => {
    const response = postOnly()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })
})
