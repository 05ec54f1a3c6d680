import { APIError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { lastOwnerMessage as message } from '@/users/roles'

import { getTestPayload } from './helpers/test-payload'

describe('the last owner', () => {
  let payload: Payload
  let first: User

  const account = (name: string, role: User['role']) =>
    payload.create({
      collection: 'users',
      data: {
        email: `${name}@example.com`,
        username: name,
        password: 'Homosassa-springs-manatee-5',
        role,
      },
    })
  const asUser = (user: User) => ({ user, overrideAccess: false as const })
  const ownerCount = async () =>
    (await payload.count({ collection: 'users', where: { role: { equals: 'owner' } } })).totalDocs
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    )

  beforeAll(async () => {
    payload = await getTestPayload()
    first = await account('founder', 'owner')
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('cannot demote themselves, with a message that says why', async () => {
    const error = await refusal(
      payload.update({
        collection: 'users',
        id: first.id,
        data: { role: 'staff' },
        ...asUser(first),
      }),
    )
    expect(error).toBeInstanceOf(APIError)
    expect((error as APIError).status).toBe(400)
    expect((error as APIError).message).toBe(message)
    expect((await payload.findByID({ collection: 'users', id: first.id })).role).toBe('owner')
  })

  it('cannot delete themselves, with a message that says why', async () => {
    const error = await refusal(
      payload.delete({ collection: 'users', id: first.id, ...asUser(first) }),
    )
    expect(error).toBeInstanceOf(APIError)
    expect((error as APIError).status).toBe(400)
    expect((error as APIError).message).toBe(message)
    expect(await ownerCount()).toBe(1)
  })

  it('a second owner can demote the first, and the first can then be made owner again', async () => {
    const second = await account('partner', 'owner')
    const demoted = await payload.update({
      collection: 'users',
      id: first.id,
      data: { role: 'staff' },
      ...asUser(second),
    })
    expect(demoted.role).toBe('staff')
    // Now the last owner, the second is held to the same rule.
    expect(
      await refusal(
        payload.update({
          collection: 'users',
          id: second.id,
          data: { role: 'staff' },
          ...asUser(second),
        }),
      ),
    ).toBeInstanceOf(APIError)
    first = await payload.update({
      collection: 'users',
      id: first.id,
      data: { role: 'owner' },
      ...asUser(second),
    })
    // An owner demotes themselves while another owner remains.
    expect(
      (
        await payload.update({
          collection: 'users',
          id: second.id,
          data: { role: 'staff' },
          ...asUser(second),
        })
      ).role,
    ).toBe('staff')
    await payload.delete({ collection: 'users', id: second.id, ...asUser(first) })
    expect(await ownerCount()).toBe(1)
  })

  it('a second owner can delete the first', async () => {
    const second = await account('successor', 'owner')
    await payload.delete({ collection: 'users', id: first.id, ...asUser(second) })
    expect(await ownerCount()).toBe(1)
    first = second
  })

  it('two owners demoting each other at the same moment leave one owner', async () => {
    const other = await account('cofounder', 'owner')
    const outcomes = await Promise.allSettled([
      payload.update({
        collection: 'users',
        id: other.id,
        data: { role: 'staff' },
        ...asUser(first),
      }),
      payload.update({
        collection: 'users',
        id: first.id,
        data: { role: 'staff' },
        ...asUser(other),
      }),
    ])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(await ownerCount()).toBe(1)
  })

  it('two owners deleting each other at the same moment leave one owner', async () => {
    const [owner] = (
      await payload.find({ collection: 'users', where: { role: { equals: 'owner' } } })
    ).docs
    const other = await account('heir', 'owner')
    const outcomes = await Promise.allSettled([
      payload.delete({ collection: 'users', id: other.id, ...asUser(owner) }),
      payload.delete({ collection: 'users', id: owner.id, ...asUser(other) }),
    ])
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect(await ownerCount()).toBe(1)
  })
})
