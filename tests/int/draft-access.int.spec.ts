import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { getTestPayload } from './helpers/test-payload'

/** Drafts reach a render only with draft mode on and a live session of the team: each half alone is refused. */
describe('who may see drafts', () => {
  let payload: Payload
  const sessions: Record<'owner' | 'staff', Headers> = {
    owner: new Headers(),
    staff: new Headers(),
  }
  let removedAccount: Headers
  let mayShowDrafts: (typeof import('@/users/draft-access'))['mayShowDrafts']

  const signIn = async (email: string, role: 'owner' | 'staff') => {
    const password = 'Withlacoochee-river-84'
    await payload.create({
      collection: 'users',
      data: { email, password, username: email.split('@')[0], role },
      overrideAccess: true,
    })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    return new Headers({ authorization: `JWT ${token}` })
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    // After getTestPayload: the module loads the site's config, which reads the test database's settings once.
    ;({ mayShowDrafts } = await import('@/users/draft-access'))
    sessions.owner = await signIn('drafts-owner@example.com', 'owner')
    sessions.staff = await signIn('drafts-staff@example.com', 'staff')
    removedAccount = await signIn('drafts-removed@example.com', 'staff')
    await payload.delete({
      collection: 'users',
      where: { email: { equals: 'drafts-removed@example.com' } },
      overrideAccess: true,
    })
  })

  afterAll(() => payload?.destroy())

  it.each(['owner', 'staff'] as const)(
    'shows drafts to a signed-in %s in draft mode',
    async (role) => {
      expect(
        await mayShowDrafts(payload, { draftModeEnabled: true, readHeaders: () => sessions[role] }),
      ).toBe(true)
    },
  )

  it('shows no drafts in draft mode without a session (the cookie alone is the same for every browser)', async () => {
    expect(
      await mayShowDrafts(payload, { draftModeEnabled: true, readHeaders: () => new Headers() }),
    ).toBe(false)
    expect(
      await mayShowDrafts(payload, {
        draftModeEnabled: true,
        readHeaders: () => new Headers({ authorization: 'JWT not-a-token' }),
      }),
    ).toBe(false)
  })

  it('shows no drafts to the session of an account removed since', async () => {
    expect(
      await mayShowDrafts(payload, { draftModeEnabled: true, readHeaders: () => removedAccount }),
    ).toBe(false)
  })

  it('shows no drafts to a signed-in owner outside draft mode, and does not read the request then', async () => {
    const readHeaders = vi.fn(() => sessions.owner)
    expect(await mayShowDrafts(payload, { draftModeEnabled: false, readHeaders })).toBe(false)
    // Reading the headers makes a page dynamic: a visitor's page would no longer be cached.
    expect(readHeaders).not.toHaveBeenCalled()
  })
})
