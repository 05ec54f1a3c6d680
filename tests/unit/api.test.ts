import { afterEach, describe, expect, it, vi } from 'vitest'

import { apiRequest, requestErrorMessage } from '@/lib/api'

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends JSON with credentials and an Idempotency-Key', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
      async () => new Response('{"ok":true}', { status: 201 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await expect(apiRequest('POST', '/api/contact', { a: 1 })).resolves.toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': expect.stringMatching(/^s-[0-9a-f]{64}$/),
      },
      body: '{"a":1}',
    })
  })

  it('repeats the Idempotency-Key when the same submit is sent again, and changes it with the content', async () => {
    const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
      async () => new Response('', { status: 201 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await apiRequest('POST', '/api/contact', { name: 'Ada' })
    await apiRequest('POST', '/api/contact', { name: 'Ada' })
    await apiRequest('POST', '/api/contact', { name: 'Grace' })
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'],
    )
    expect(keys[0]).toBe(keys[1])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('turns a non-2xx answer into "STATUS: body", or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response('Too many requests', { status: 429 }))
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('429: Too many requests')
    vi.stubGlobal(
      'fetch',
      async () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    )
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('500: Internal Server Error')
  })

  it("shows a 400's field messages rather than its JSON", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ errors: { email: ['Enter a valid email address'] } }, { status: 400 }),
    )
    const error = await apiRequest('POST', '/x', {}).catch((caught: unknown) => caught)
    expect(requestErrorMessage(error)).toBe('Enter a valid email address')
  })
})
