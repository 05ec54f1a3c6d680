import { createLocalReq, getAccessResults, ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { passwordRule } from '@/users/password-policy'

import { runWithDatabase } from './helpers/processes'
import { getTestPayload } from './helpers/test-payload'

function usersCreate(args: string[]) {
  return runWithDatabase(['node', '--import', 'tsx', 'scripts/users-create.ts', ...args], {
    ...process.env,
    PAYLOAD_TEST_PUSH: 'true',
  })
}

describe('admin accounts', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload.destroy()
  })

  it('makes the first account the owner and later ones staff by default', async () => {
    const first = await payload.create({
      collection: 'users',
      data: {
        email: 'first@example.com',
        username: 'first',
        password: 'Tangerine-harbor-71',
        role: 'staff',
      },
    })
    const second = await payload.create({
      collection: 'users',
      data: {
        email: 'second@example.com',
        username: 'second',
        password: 'Pelican-lantern-42',
      } as never,
    })
    expect(first.role).toBe('owner')
    expect(second.role).toBe('staff')
  })

  it('logs in with the username or the email', async () => {
    const byUsername = await payload.login({
      collection: 'users',
      data: { username: 'second', password: 'Pelican-lantern-42' },
    })
    const byEmail = await payload.login({
      collection: 'users',
      data: { email: 'second@example.com', password: 'Pelican-lantern-42' },
    })
    expect(byUsername.user?.email).toBe('second@example.com')
    expect(byEmail.user?.username).toBe('second')
  })

  it('refuses a weak password with a message that says why', async () => {
    const error = await payload
      .create({
        collection: 'users',
        data: { email: 'weak@example.com', username: 'weak', password: 'short', role: 'staff' },
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).data.errors).toEqual([
      { message: `Too short. ${passwordRule}`, path: 'password' },
    ])
  })

  it('applies the password policy to a password reset, and keeps the old password when it refuses', async () => {
    await payload.create({
      collection: 'users',
      data: {
        email: 'reset@example.com',
        username: 'resetter',
        password: 'Ocala-forest-trail-31',
        role: 'staff',
      },
    })
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'reset@example.com' },
      disableEmail: true,
    })
    for (const [weak, message] of [
      ['short', `Too short. ${passwordRule}`],
      ['resetter-is-my-name', `It contains your name, email or username. ${passwordRule}`],
    ]) {
      const error = await payload
        .resetPassword({
          collection: 'users',
          data: { token, password: weak },
          overrideAccess: true,
        })
        .catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).data.errors).toEqual([{ message, path: 'password' }])
    }
    await expect(
      payload.login({
        collection: 'users',
        data: { email: 'reset@example.com', password: 'short' },
      }),
    ).rejects.toThrow()
    const old = await payload.login({
      collection: 'users',
      data: { email: 'reset@example.com', password: 'Ocala-forest-trail-31' },
    })
    expect(old.user?.username).toBe('resetter')

    await payload.resetPassword({
      collection: 'users',
      data: { token, password: 'Rainbow-springs-canoe-7' },
      overrideAccess: true,
    })
    const renewed = await payload.login({
      collection: 'users',
      data: { email: 'reset@example.com', password: 'Rainbow-springs-canoe-7' },
    })
    expect(renewed.user?.username).toBe('resetter')
  })

  it('does not let staff promote themselves', async () => {
    const staff = (
      await payload.find({ collection: 'users', where: { username: { equals: 'second' } } })
    ).docs[0]
    const updated = await payload.update({
      collection: 'users',
      id: staff.id,
      data: { role: 'owner' },
      user: staff,
      overrideAccess: false,
    })
    expect(updated.role).toBe('staff')
  })

  it('lets the owner create another owner and promote staff', async () => {
    const owner = (
      await payload.find({ collection: 'users', where: { username: { equals: 'first' } } })
    ).docs[0]
    const partner = await payload.create({
      collection: 'users',
      data: {
        email: 'partner@example.com',
        username: 'partner',
        password: 'Osprey-lighthouse-64',
        role: 'owner',
      },
      user: owner,
      overrideAccess: false,
    })
    const helper = await payload.create({
      collection: 'users',
      data: {
        email: 'helper@example.com',
        username: 'helper',
        password: 'Sandpiper-orchard-19',
        role: 'staff',
      },
      user: owner,
      overrideAccess: false,
    })
    const promoted = await payload.update({
      collection: 'users',
      id: helper.id,
      data: { role: 'owner' },
      user: owner,
      overrideAccess: false,
    })
    expect(partner.role).toBe('owner')
    expect(promoted.role).toBe('owner')
  })

  it('lets owners and staff into the admin panel, and keeps the setup token field closed to both', async () => {
    const permissions = async (username: string) => {
      const user = (
        await payload.find({ collection: 'users', where: { username: { equals: username } } })
      ).docs[0]
      // What GET /api/access answers the admin panel for a signed-in user.
      return getAccessResults({
        req: await createLocalReq({ user: { ...user, collection: 'users' } }, payload),
      })
    }
    for (const username of ['first', 'second']) {
      const { canAccessAdmin, collections } = await permissions(username)
      expect(canAccessAdmin, username).toBe(true)
      const fields = collections?.users?.fields
      // `true` stands for every field (or operation) allowed; an operation nobody may do is left out.
      const setupToken = fields === true ? true : fields?.setupToken
      const allowed = (['read', 'update'] as const).filter(
        (operation) => setupToken === true || (setupToken !== undefined && operation in setupToken),
      )
      expect(allowed, username).toEqual([])
    }
  })

  it('never locks an account for everyone: the right password works after any number of failed logins', async () => {
    await payload.create({
      collection: 'users',
      data: {
        email: 'guessed@example.com',
        username: 'guessed',
        password: 'Cypress-meadow-93',
        role: 'staff',
      },
    })
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await expect(
        payload.login({
          collection: 'users',
          data: { email: 'guessed@example.com', password: 'wrong-guess-0000' },
        }),
      ).rejects.toThrow()
    }
    const login = await payload.login({
      collection: 'users',
      data: { email: 'guessed@example.com', password: 'Cypress-meadow-93' },
    })
    expect(login.user?.username).toBe('guessed')
  })

  // Each case starts the command as a process of its own, which loads the whole Payload config: on a busy
  // machine two of them outlast the suite's default minute.
  describe('npm run users:create', { timeout: 180_000 }, () => {
    it('creates an owner who can log in', async () => {
      const result = await usersCreate([
        '--email',
        'cli-owner@example.com',
        '--password',
        'Manatee-sunrise-58',
        '--role',
        'owner',
      ])
      expect(result.stderr).not.toMatch(/users:create:/)
      expect(result.code).toBe(0)
      expect(result.stdout).toContain('Created owner cli-owner <cli-owner@example.com>')
      const login = await payload.login({
        collection: 'users',
        data: { email: 'cli-owner@example.com', password: 'Manatee-sunrise-58' },
      })
      expect(login.user?.role).toBe('owner')
    })

    it('refuses a duplicate account', async () => {
      const result = await usersCreate([
        '--email',
        'cli-owner@example.com',
        '--password',
        'another-pass-phrase',
        '--role',
        'staff',
      ])
      expect(result.code).toBe(1)
      expect(result.stderr.trim()).toBe(
        'users:create: an account with the email cli-owner@example.com already exists',
      )
    })

    it('refuses a weak password and an unknown role', async () => {
      const weak = await usersCreate([
        '--email',
        'cli-weak@example.com',
        '--password',
        'abc',
        '--role',
        'staff',
      ])
      expect(weak.code).toBe(1)
      expect(weak.stderr).toContain(`users:create: Too short. ${passwordRule}`)
      const role = await usersCreate([
        '--email',
        'cli-role@example.com',
        '--password',
        'Heron-compass-27',
        '--role',
        'admin',
      ])
      expect(role.code).toBe(1)
      expect(role.stderr).toContain('users:create: --role must be owner or staff, not "admin"')
      const { totalDocs } = await payload.count({
        collection: 'users',
        where: { email: { in: ['cli-weak@example.com', 'cli-role@example.com'] } },
      })
      expect(totalDocs).toBe(0)
    })
  })
})
