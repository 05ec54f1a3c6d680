import { afterEach, describe, expect, it, vi } from 'vitest'

import { apiRequest, requestErrorMessage } from '@/lib/api'

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends JSON with credentials', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(apiRequest('POST', '/api/contact', { a: 1 })).resolves.toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
  })

  it('turns a non-2xx answer into "STATUS: body", or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response('Too many requests', { status: 429 }))
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('429: Too many requests')
    vi.stubGlobal('fetch', async () => new Response('', { status: 500, statusText: 'Internal Server Error' }))
    await expect(apiRequest('POST', '/x', {})).rejects.toThrow('500: Internal Server Error')
  })

  it("shows a 400's field messages rather than its JSON", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ errors: { email: ['Enter a valid email address'] } }, { status: 400 }))
    const error = await apiRequest('POST', '/x', {}).catch((caught: unknown) => caught)
    expect(requestErrorMessage(error)).toBe('Enter a valid email address')
  })
})
