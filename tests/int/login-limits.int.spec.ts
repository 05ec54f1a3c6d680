import { REST_POST } from '@payloadcms/next/routes'
import type { Payload, SanitizedConfig } from 'payload'
import type { CollectionBeforeOperationHook } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { captureSmtp, type SmtpCapture } from './helpers/smtp'
import { getTestPayload } from './helpers/test-payload'

// Imported once the test's settings are in place: the config reads them when it loads.
let config: Promise<SanitizedConfig>

/** Logins through Payload's REST handler, as the admin's login form sends them, from a named client. */
async function logIn(
  client: string,
  username: string,
  password: string,
  { cookie = '', query = '' } = {},
) {
  const request = new Request(`http://localhost/api/users/login${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, cookie },
    body: JSON.stringify({ username, password }),
  })
  const response = await REST_POST(config)(request, {
    params: Promise.resolve({ slug: ['users', 'login'] }),
  })
  return response
}

const status = async (...args: Parameters<typeof logIn>) => (await logIn(...args)).status

/** A password-reset request through Payload's REST handler, as the admin's form sends it. */
async function requestReset(client: string, email: string) {
  const request = new Request('http://localhost/api/users/forgot-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email }),
  })
  return (
    await REST_POST(config)(request, {
      params: Promise.resolve({ slug: ['users', 'forgot-password'] }),
    })
  ).status
}

describe('failed logins', () => {
  let payload: Payload
  let smtp: SmtpCapture

  beforeAll(async () => {
    smtp = await captureSmtp()
    process.env.JOBS_AUTORUN = 'false'
    // Two failures per client, four per account, in the window.
    process.env.LOGIN_MAX_ATTEMPTS = '2'
    process.env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT = '4'
    payload = await getTestPayload()
    config = (await import('@payload-config')).default
    await payload.create({
      collection: 'users',
      data: {
        email: 'guarded@example.com',
        username: 'guarded',
        password: 'Withlacoochee-trail-8',
        role: 'owner',
      },
    })
  })

  afterAll(async () => {
    await payload?.destroy()
    await smtp?.close()
  })

  it('are one warning line each, without a stack, and no error; an unknown account gets the same answer', async () => {
    const warned = vi.spyOn(payload.logger, 'warn')
    const errored = vi.spyOn(payload.logger, 'error')
    const known = await logIn('198.51.100.1', 'guarded', 'wrong-guess-1')
    const unknown = await logIn('198.51.100.1', 'nobody-here', 'wrong-guess-2')
    expect([known.status, unknown.status]).toEqual([401, 401])
    expect(await unknown.text()).toBe(await known.text())
    expect(errored).not.toHaveBeenCalled()
    expect(warned).toHaveBeenCalledTimes(2)
    for (const [line] of warned.mock.calls) expect(JSON.stringify(line)).not.toMatch(/stack|err/i)
    warned.mockRestore()
    errored.mockRestore()
  })

  it('to a name nobody has cost the password check a wrong password costs', async () => {
    await payload.create({
      collection: 'users',
      data: {
        email: 'timed@example.com',
        username: 'timed',
        password: 'Ocklawaha-river-7',
        role: 'staff',
      },
    })
    // CPU time of this process (Payload's pbkdf2 in libuv's pool included), not wall time: the same work
    // costs the same CPU however busy the machine is, and the failure's delay is a timer, which costs none.
    const cpuMs = async (client: string, username: string) => {
      const before = process.cpuUsage()
      expect(await status(client, username, 'a-wrong-guess')).toBe(401)
      const { user, system } = process.cpuUsage(before)
      return (user + system) / 1000
    }
    const known: number[] = []
    const unknown: number[] = []
    // Three of each, alternating, each from a fresh client, within the account's limit of four.
    for (let round = 0; round < 3; round += 1) {
      unknown.push(await cpuMs(`198.51.100.${60 + round}`, `nobody-timed-${round}`))
      known.push(await cpuMs(`198.51.100.${70 + round}`, 'timed'))
    }
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
    expect(
      sum(unknown),
      `known ${known.join(', ')} ms, unknown ${unknown.join(', ')} ms`,
    ).toBeGreaterThan(sum(known) / 2)
  })

  it('stop a client past its limit, and an account past its own, while successful and refused logins do not count', async () => {
    expect(await status('198.51.100.2', 'guarded', 'Withlacoochee-trail-8')).toBe(200)
    expect(await status('198.51.100.2', 'guarded', 'wrong-guess-3')).toBe(401)
    expect(await status('198.51.100.2', 'guarded', 'wrong-guess-4')).toBe(401)
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(await status('198.51.100.2', 'guarded', 'Withlacoochee-trail-8')).toBe(429)
    // The account has three failures (one from 198.51.100.1): another client still logs in, its failure is
    // the account's fourth and last, and after it nobody gets in until the window ends.
    expect(await status('198.51.100.3', 'guarded', 'Withlacoochee-trail-8')).toBe(200)
    expect(await status('198.51.100.3', 'guarded', 'wrong-guess-5')).toBe(401)
    expect(await status('198.51.100.4', 'guarded', 'Withlacoochee-trail-8')).toBe(429)
  })

  it('count each name nobody has as an account of its own', async () => {
    // Five such names from five clients: one failure each, not five of one shared "unknown" account.
    const statuses = []
    for (let index = 0; index < 5; index += 1)
      statuses.push(await status(`198.51.100.${20 + index}`, `nobody-${index}`, 'a-guess'))
    expect(statuses).toEqual([401, 401, 401, 401, 401])
  })

  it('share their budget with password-reset requests of the same client: past it, 429 for that client only', async () => {
    const client = '198.51.100.30'
    expect([
      await requestReset(client, 'guarded@example.com'),
      await requestReset(client, 'nobody@example.com'),
    ]).toEqual([200, 200])
    expect(await requestReset(client, 'guarded@example.com')).toBe(429)
    expect(await requestReset('198.51.100.31', 'guarded@example.com')).toBe(200)
  })

  it('let a browser that has signed in before in while the account is stopped, on a budget of its own; new browsers wait, and reset emails still go', async () => {
    const account = {
      email: 'remembered@example.com',
      username: 'remembered',
      password: 'Homosassa-springs-9',
    }
    await payload.create({ collection: 'users', data: { ...account, role: 'owner' } })
    const signedIn = await logIn('198.51.100.40', account.username, account.password)
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    const deviceCookie = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('payload-login-device='))
    expect(deviceCookie).toMatch(/; Path=\/api\/users\/login; .*HttpOnly.*SameSite=Strict/)
    const cookie = deviceCookie!.split(';')[0]

    // Four clients, one wrong password each: the account's four, and no new browser gets in.
    for (let client = 41; client <= 44; client += 1)
      expect(await status(`198.51.100.${client}`, account.username, 'attack-guess')).toBe(401)
    expect(await status('198.51.100.45', account.username, account.password)).toBe(429)
    expect(
      await status('198.51.100.45', account.email, account.password, {
        cookie: 'payload-login-device=forged.cookie.1.x',
      }),
    ).toBe(429)

    // The browser that signed in before, from any address, by username or email.
    expect(await status('198.51.100.46', account.email, account.password, { cookie })).toBe(200)
    // Its own budget (two failures) stops it, and only it.
    expect(await status('198.51.100.46', account.username, 'wrong-guess-6', { cookie })).toBe(401)
    expect(await status('198.51.100.46', account.username, 'wrong-guess-7', { cookie })).toBe(401)
    expect(await status('198.51.100.46', account.username, account.password, { cookie })).toBe(429)
    expect(await requestReset('198.51.100.47', account.email)).toBe(200)
  })

  /** An owner account whose limit of four wrong passwords is reached from four clients. */
  async function guessedAt(username: string, firstClient: number) {
    const account = {
      email: `${username}@example.com`,
      username,
      password: 'Suwannee-river-bend-4',
    }
    await payload.create({ collection: 'users', data: { ...account, role: 'owner' } })
    for (let client = firstClient; client < firstClient + 4; client += 1)
      expect(await status(`198.51.100.${client}`, username, 'attack-guess')).toBe(401)
    return account
  }

  it("tell the account's owner once per incident, however many logins are refused, and what to do", async () => {
    const account = await guessedAt('watched', 81)
    for (let client = 85; client <= 92; client += 1)
      expect(await status(`198.51.100.${client}`, account.username, 'attack-guess')).toBe(429)
    expect(await status('198.51.100.93', account.email, account.password)).toBe(429)

    await payload.jobs.run({ limit: 100, silent: true })
    const toOwner = smtp.received.filter((mail) => mail.to.includes(account.email))
    expect(toOwner.map((mail) => mail.subject)).toEqual([
      'Someone is trying to sign in to your account',
    ])
    expect(toOwner[0].text).toMatch(/browser you have signed in from before/)
    expect(toOwner[0].text).toMatch(/reset your password/i)
  })

  it('let a new browser in at once after a completed password reset', async () => {
    const account = await guessedAt('reset-owner', 101)
    expect(await status('198.51.100.105', account.username, account.password)).toBe(429)
    // The reset as the admin's form completes it, with the token the email carries.
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: account.email },
      disableEmail: true,
    })
    const newPassword = 'Ichetucknee-springs-61'
    const reset = await REST_POST(config)(
      new Request('http://localhost/api/users/reset-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.106' },
        body: JSON.stringify({ token, password: newPassword }),
      }),
      { params: Promise.resolve({ slug: ['users', 'reset-password'] }) },
    )
    expect(reset.status).toBe(200)
    expect(await status('198.51.100.107', account.username, newPassword)).toBe(200)
  })

  it("run Payload's own login handler: ?depth reaches the operation and removeTokenFromResponses holds", async () => {
    const users = payload.collections.users.config
    const depths: unknown[] = []
    const noteDepth: CollectionBeforeOperationHook = ({ args, operation }) => {
      if (operation === 'login') depths.push((args as { depth?: unknown }).depth)
      return args
    }
    await payload.create({
      collection: 'users',
      data: {
        email: 'plain@example.com',
        username: 'plain',
        password: 'Chassahowitzka-bay-3',
        role: 'staff',
      },
    })
    users.hooks.beforeOperation.push(noteDepth)
    // Read by Payload's handler at each request; this collection leaves it unset.
    const auth = users.auth as { removeTokenFromResponses?: true }
    auth.removeTokenFromResponses = true
    try {
      const response = await logIn('198.51.100.50', 'plain', 'Chassahowitzka-bay-3', {
        query: '?depth=0',
      })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { token?: string; user?: { username?: string } }
      expect([body.token, body.user?.username]).toEqual([undefined, 'plain'])
      expect(
        response.headers.getSetCookie().some((cookie) => cookie.startsWith('payload-token=')),
      ).toBe(true)
      expect(depths).toEqual([0])
    } finally {
      delete auth.removeTokenFromResponses
      users.hooks.beforeOperation.splice(users.hooks.beforeOperation.indexOf(noteDepth), 1)
    }
  })
})
