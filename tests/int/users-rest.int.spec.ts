import { _internal_resetJobSystemGlobals, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { requestClient } from '@/users/login-guard'
import { passwordRule } from '@/users/password-policy'
import { lastOwnerMessage } from '@/users/roles'

import { sendRest, type RestCall } from './helpers/rest'
import { getTestPayload } from './helpers/test-payload'

// Imported once the test's settings are in place: the config reads them when it loads.
let config: Promise<SanitizedConfig>

type Sent = Omit<RestCall, 'headers'> & { client?: string }

/** A request through Payload's REST handler from a named client, with the answer's first error message. */
async function rest(path: string, { client = '198.51.100.1', ...call }: Sent = {}) {
  const response = await sendRest(config, path, { ...call, headers: { 'x-forwarded-for': client } })
  const text = await response.text()
  return {
    status: response.status,
    text,
    message: text.startsWith('{')
      ? (JSON.parse(text) as { errors?: { message?: string }[] }).errors?.[0]?.message
      : undefined,
  }
}

const owner = {
  email: 'rest-owner@example.com',
  username: 'restowner',
  password: 'Floral-city-heron-41',
}
const staff = {
  email: 'rest-staff@example.com',
  username: 'reststaff',
  password: 'Lecanto-oak-hammock-52',
}
const ownPasswordMessage = `It contains your name, email or username. ${passwordRule}`

/** What `work` logged as warnings and errors, each call's first argument. */
async function logsOf<T>(payload: Payload, work: () => Promise<T>) {
  const warned = vi.spyOn(payload.logger, 'warn')
  const errored = vi.spyOn(payload.logger, 'error')
  try {
    const result = await work()
    return {
      result,
      warnings: warned.mock.calls.map(([line]) => line),
      errors: errored.mock.calls.map(([line]) => line),
    }
  } finally {
    warned.mockRestore()
    errored.mockRestore()
  }
}

const clientOf = (address: string) => requestClient(new Headers({ 'x-forwarded-for': address }))

/** The field message a Local API call was refused with, or undefined when it went through. */
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (error: { data?: { errors?: { message?: string }[] } }) =>
      error.data?.errors?.[0]?.message ?? String(error),
  )

/**
 * What the Users collection's own endpoints and hooks answer over REST, beyond a plain login
 * (login-limits.int) and the reset email's delivery (password-reset-email.int): the requests that name
 * nobody or the wrong thing, how a refusal is logged, and the rules the hooks hold on every path.
 */
describe("the Users collection's endpoints and hooks", () => {
  let payload: Payload
  let ownerId = ''
  let staffId = ''

  beforeAll(async () => {
    process.env.LOGIN_MAX_ATTEMPTS = '2'
    process.env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT = '3'
    process.env.JOBS_AUTORUN = 'false'
    payload = await getTestPayload()
    config = (await import('@payload-config')).default
    ownerId = String(
      (await payload.create({ collection: 'users', data: { ...owner, role: 'owner' } })).id,
    )
    staffId = String(
      (await payload.create({ collection: 'users', data: { ...staff, role: 'staff' } })).id,
    )
  })

  afterAll(async () => {
    _internal_resetJobSystemGlobals()
    await payload?.destroy()
  })

  const resetJobs = async () =>
    (
      await payload.count({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendPasswordReset' } },
        overrideAccess: true,
      })
    ).totalDocs
  const storedAccount = async (id: string) =>
    payload.findByID({ collection: 'users', id, showHiddenFields: true, overrideAccess: true })

  it('answers a verify link 404 with a sentence: the site verifies no addresses', async () => {
    const answer = await rest('users/verify/abc')
    expect([answer.status, answer.message]).toEqual([
      404,
      'Email addresses are not verified on this site.',
    ])
  })

  it('refuses a forgot-password request that names nobody with 400, and queues nothing', async () => {
    const before = await resetJobs()
    const sends: Sent[] = [
      { body: {} },
      { body: { email: '   ' } },
      { body: { username: ' ', email: '' } },
      { body: { email: 5, username: ['x'] } },
      { raw: '' },
    ]
    for (const [index, sent] of sends.entries()) {
      const answer = await rest('users/forgot-password', {
        ...sent,
        client: `198.51.100.${10 + index}`,
      })
      expect([answer.status, answer.message], JSON.stringify(sent)).toEqual([
        400,
        'Missing username.',
      ])
    }
    expect(await resetJobs()).toBe(before)
  })

  it('sends the reset of an account named by its username alone', async () => {
    expect(
      (
        await rest('users/forgot-password', {
          body: { username: staff.username },
          client: '198.51.100.20',
        })
      ).status,
    ).toBe(200)
    expect((await storedAccount(staffId)).resetPasswordToken).toBeFalsy()
    await payload.jobs.run({ limit: 10, silent: true })
    expect((await storedAccount(staffId)).resetPasswordToken).toBeTruthy()
  })

  it('logs a password-reset request refused for its client as one warning naming the client, and no error', async () => {
    const client = '198.51.100.21'
    const {
      result: statuses,
      warnings,
      errors,
    } = await logsOf(payload, async () => {
      const answered = []
      for (let attempt = 0; attempt < 3; attempt += 1)
        answered.push(
          (await rest('users/forgot-password', { body: { email: 'nobody@example.com' }, client }))
            .status,
        )
      return answered
    })
    expect(statuses).toEqual([200, 200, 429])
    expect(warnings).toEqual([
      { msg: 'Password reset refused: too many requests', client: clientOf(client) },
    ])
    expect(errors).toEqual([])
  })

  it('answers a refused login 429 with its reason, logged as one warning naming the client, and no error', async () => {
    const client = '198.51.100.30'
    for (const guess of ['wrong-guess-1', 'wrong-guess-2'])
      expect(
        (
          await rest('users/login', {
            body: { username: 'nobody-at-all', password: guess },
            client,
          })
        ).status,
      ).toBe(401)
    const {
      result: refused,
      warnings,
      errors,
    } = await logsOf(payload, () =>
      rest('users/login', {
        body: { username: 'nobody-at-all', password: 'wrong-guess-3' },
        client,
      }),
    )
    expect([refused.status, refused.message]).toEqual([
      429,
      'Too many failed attempts. Try again later.',
    ])
    expect(warnings).toEqual([
      { msg: 'Login refused: too many failed attempts', client: clientOf(client) },
    ])
    expect(errors).toEqual([])
  })

  it('logs a failed login of a name nobody has as such, and answers one sentence for any failure', async () => {
    const client = '198.51.100.31'
    const { result: failed, warnings } = await logsOf(payload, () =>
      rest('users/login', { body: { username: 'nobody-else', password: 'a-guess-1' }, client }),
    )
    expect([failed.status, failed.message]).toEqual([
      401,
      'The email or password provided is incorrect.',
    ])
    expect(warnings).toEqual([
      { msg: 'Failed login', client: clientOf(client), account: 'none by that name' },
    ])
  })

  it('answers a login without a name or a password as Payload does, not as a failed login', async () => {
    const noPassword = await rest('users/login', {
      body: { username: owner.username },
      client: '198.51.100.32',
    })
    const noName = await rest('users/login', {
      body: { password: 'a-guess' },
      client: '198.51.100.33',
    })
    expect([noPassword.status, noName.status]).toEqual([400, 400])
  })

  it("counts a login by the account's email, or its username in capitals, against that account", async () => {
    const account = {
      email: 'counted@example.com',
      username: 'countedone',
      password: 'Hernando-lake-dock-63',
    }
    await payload.create({ collection: 'users', data: { ...account, role: 'staff' } })
    expect(
      (
        await rest('users/login', {
          body: { email: account.email, password: 'wrong-1' },
          client: '198.51.100.40',
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await rest('users/login', {
          body: { username: 'COUNTEDONE', password: 'wrong-2' },
          client: '198.51.100.41',
        })
      ).status,
    ).toBe(401)
    // Padded as a pasted name is: Payload trims it and finds the account, so the count must too.
    expect(
      (
        await rest('users/login', {
          body: { username: ` ${account.username} `, password: 'wrong-3' },
          client: '198.51.100.42',
        })
      ).status,
    ).toBe(401)
    // Three failures are the account's limit here: from a fourth client, the right password waits too.
    expect(
      (
        await rest('users/login', {
          body: { username: account.username, password: account.password },
          client: '198.51.100.43',
        })
      ).status,
    ).toBe(429)
  })

  it('lets the last owner edit their own account over REST, and tells them why they cannot step down or leave', async () => {
    const signedIn = await rest('users/login', {
      body: { username: owner.username, password: owner.password },
      client: '198.51.100.50',
    })
    expect(signedIn.status).toBe(200)
    const { token } = JSON.parse(signedIn.text) as { token: string }
    const renamed = await rest(`users/${ownerId}`, {
      method: 'PATCH',
      token,
      body: { name: 'Olive Owner' },
    })
    expect(renamed.status, renamed.text).toBe(200)
    const stillOwner = await rest(`users/${ownerId}`, {
      method: 'PATCH',
      token,
      body: { role: 'owner' },
    })
    expect(stillOwner.status, stillOwner.text).toBe(200)
    const demoted = await rest(`users/${ownerId}`, {
      method: 'PATCH',
      token,
      body: { role: 'staff' },
    })
    expect([demoted.status, demoted.message]).toEqual([400, lastOwnerMessage])
    const deleted = await rest(`users/${ownerId}`, { method: 'DELETE', token })
    expect([deleted.status, deleted.message]).toEqual([400, lastOwnerMessage])
    expect((await storedAccount(ownerId)).role).toBe('owner')
  })

  it("refuses a password holding the account's own username or email: on create, on an update that sends only the password, and on reset", async () => {
    const create = (email: string, username: string, password: string) =>
      payload.create({ collection: 'users', data: { email, username, password, role: 'staff' } })
    expect(
      await refusal(create('holder@example.com', 'pinecrest', 'Pinecrest-water-tower-8')),
    ).toBe(ownPasswordMessage)
    expect(await refusal(create('mailbox@example.com', 'otherone', 'Mailbox-canal-street-8'))).toBe(
      ownPasswordMessage,
    )
    const update = (password: string) =>
      payload.update({ collection: 'users', id: staffId, data: { password }, overrideAccess: true })
    expect(await refusal(update('Reststaff-canal-dock-8'))).toBe(ownPasswordMessage)
    expect(await refusal(update('Canal-dock-heron-58'))).toBeUndefined()
    // An empty password is no new password: the account keeps its own.
    expect(await refusal(update(''))).toBeUndefined()
    expect(
      (
        await rest('users/login', {
          body: { username: staff.username, password: 'Canal-dock-heron-58' },
          client: '198.51.100.63',
        })
      ).status,
    ).toBe(200)

    // Accounts made before and after it: a reset looked up by anything but its token checks another account's names.
    await payload.create({
      collection: 'users',
      data: {
        email: 'resetting@example.com',
        username: 'resetting',
        password: 'Istachatta-bridge-74',
        role: 'staff',
      },
    })
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'resetting@example.com' },
      disableEmail: true,
    })
    await payload.create({
      collection: 'users',
      data: {
        email: 'made-after@example.com',
        username: 'madeafter',
        password: 'Withlacoochee-state-trail-5',
        role: 'staff',
      },
    })
    const weak = await rest('users/reset-password', {
      body: { token, password: 'My-resetting-canal-9' },
      client: '198.51.100.60',
    })
    // Payload's answer to a ValidationError: its own sentence, and the field's message below it.
    expect([weak.status, weak.message]).toEqual([400, 'The following field is invalid: password'])
    expect(JSON.parse(weak.text).errors[0].data.errors).toEqual([
      { message: ownPasswordMessage, path: 'password' },
    ])
    const numeric = await rest('users/reset-password', {
      body: { token, password: 123456789012345 },
      client: '198.51.100.62',
    })
    expect(numeric.status).toBeLessThan(500)
    const unknown = await rest('users/reset-password', {
      body: { token: 'not-a-token', password: 'Homosassa-manatee-77' },
      client: '198.51.100.61',
    })
    expect(unknown.status).toBeGreaterThanOrEqual(400)
    expect(unknown.status).toBeLessThan(500)
  })
})
