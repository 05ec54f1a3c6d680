import { expect, test, type APIRequestContext } from '@playwright/test'

import { lastOwnerMessage } from '../../src/users/roles'
import { owner } from './helpers/accounts'
import { authHeader, tokenFor } from './helpers/admin'

/**
 * The site's only owner (the one the global setup registers; no other spec makes an owner) against the built
 * server, through REST as the admin sends it: demoting or deleting themselves is refused with the reason,
 * and an owner may step down or be removed once another owner exists.
 */
test.describe.configure({ mode: 'serial' })

async function signedIn(request: APIRequestContext, username: string, password: string) {
  const headers = authHeader(await tokenFor(request, username, password))
  const me = await request.get('/api/users/me', { headers })
  return { headers, id: (await me.json()).user.id as string }
}

test('the only owner can neither demote nor delete themselves, and is told why', async ({
  request,
}) => {
  const { headers, id } = await signedIn(request, owner.username, owner.password)

  const demoted = await request.patch(`/api/users/${id}`, { data: { role: 'staff' }, headers })
  expect(demoted.status()).toBe(400)
  expect(await demoted.text()).toContain(lastOwnerMessage)

  const deleted = await request.delete(`/api/users/${id}`, { headers })
  expect(deleted.status()).toBe(400)
  expect(await deleted.text()).toContain(lastOwnerMessage)

  // The admin list's delete button sends the selection as a query.
  const bulk = await request.delete(`/api/users?where[id][in][0]=${id}`, { headers })
  expect(bulk.status()).toBe(400)
  expect(await bulk.text()).toContain(lastOwnerMessage)

  const after = await request.get(`/api/users/${id}`, { headers })
  expect((await after.json()).role).toBe('owner')
})

test('with a second owner, an owner can step down, and be deleted', async ({ request }) => {
  const { headers } = await signedIn(request, owner.username, owner.password)
  const partner = {
    email: `partner-${Date.now()}@example.com`,
    username: `partner${Date.now().toString(36)}`,
    password: 'Crystal-river-scallop-12',
  }
  const created = await request.post('/api/users', { data: { ...partner, role: 'owner' }, headers })
  expect(created.status(), await created.text()).toBe(201)

  const asPartner = await signedIn(request, partner.username, partner.password)
  const steppedDown = await request.patch(`/api/users/${asPartner.id}`, {
    data: { role: 'staff' },
    headers: asPartner.headers,
  })
  expect(steppedDown.status(), await steppedDown.text()).toBe(200)
  expect((await steppedDown.json()).doc.role).toBe('staff')

  const promoted = await request.patch(`/api/users/${asPartner.id}`, {
    data: { role: 'owner' },
    headers,
  })
  expect(promoted.status(), await promoted.text()).toBe(200)
  const deleted = await request.delete(`/api/users/${asPartner.id}`, { headers })
  expect(deleted.status(), await deleted.text()).toBe(200)
})
