import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers/test-payload'

let config: SanitizedConfig

const account = {
  username: 'two-devices',
  email: 'two-devices@example.com',
  password: 'Crystal-river-manatee-4',
}

async function logIn(client: string, index: number) {
  // Named by its username or by its email, as the admin's form and a script may each do.
  const named = index % 2 ? { username: account.username } : { email: account.email }
  const request = new Request('http://localhost/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ ...named, password: account.password }),
  })
  const response = await REST_POST(config)(request, {
    params: Promise.resolve({ slug: ['users', 'login'] }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function me(token: string) {
  const request = new Request('http://localhost/api/users/me', {
    headers: { authorization: `JWT ${token}` },
  })
  const response = await REST_GET(config)(request, {
    params: Promise.resolve({ slug: ['users', 'me'] }),
  })
  return ((await response.json()) as { user: { username: string } | null }).user?.username ?? null
}

describe('one account signed in on several devices at the same moment', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
    config = await (await import('@payload-config')).default
    await payload.create({ collection: 'users', data: { ...account, role: 'staff' } })
  })

  afterAll(async () => {
    await payload.destroy()
  })

  it('keeps every session: each login adds to the account its own, none overwrites another', async () => {
    const tokens = await Promise.all(
      ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14'].map((client, index) =>
        logIn(client, index),
      ),
    )
    expect(await Promise.all(tokens.map(me))).toEqual(tokens.map(() => account.username))
  })
})
