import { REST_POST } from '@payloadcms/next/routes'
import type { Payload, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { getTestPayload } from './helpers/test-payload'

// Imported once the test's settings are in place: the config reads them when it loads.
let config: Promise<SanitizedConfig>

/** Logins through Payload's REST handler, as the admin's login form sends them, from a named client. */
async function logIn(client: string, username: string, password: string) {
  const request = new Request('http://localhost/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ username, password }),
  })
  const response = await REST_POST(config)(request, { params: Promise.resolve({ slug: ['users', 'login'] }) })
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
  return (await REST_POST(config)(request, { params: Promise.resolve({ slug: ['users', 'forgot-password'] }) })).status
}

describe('failed logins', () => {
  let payload: Payload

  beforeAll(async () => {
    // Two failures per client, four per account, in the window.
    process.env.LOGIN_MAX_ATTEMPTS = '2'
    process.env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT = '4'
    payload = await getTestPayload()
    config = (await import('@payload-config')).default
    await payload.create({
      collection: 'users',
      data: { email: 'guarded@example.com', username: 'guarded', password: 'Withlacoochee-trail-8', role: 'owner' },
    })
  })

  afterAll(async () => {
    await payload.destroy()
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

  it('stop a client past its limit, and an account past its own, while successful and refused logins do not count', async () => {
    expect(await status('198.51.100.2', 'guarded', 'Withlacoochee-trail-8')).toBe(200)
    expect(await status('198.51.100.2', 'guarded', 'wrong-guess-3')).toBe(401)
    expect(await status('198.51.100.2', 'guarded', 'wrong-guess-4')).toBe(401)
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await status('198.51.100.2', 'guarded', 'Withlacoochee-trail-8')).toBe(429)
    // The account has three failures (one from 198.51.100.1): another client still logs in, its failure is
    // the account's fourth and last, and after it nobody gets in until the window ends.
    expect(await status('198.51.100.3', 'guarded', 'Withlacoochee-trail-8')).toBe(200)
    expect(await status('198.51.100.3', 'guarded', 'wrong-guess-5')).toBe(401)
    expect(await status('198.51.100.4', 'guarded', 'Withlacoochee-trail-8')).toBe(429)
  })

  it('count each name nobody has as an account of its own', async () => {
    // Five such names from five clients: one failure each, not five of one shared "unknown" account.
    const statuses = []
    for (let index = 0; index < 5; index += 1) statuses.push(await status(`198.51.100.${20 + index}`, `nobody-${index}`, 'a-guess'))
    expect(statuses).toEqual([401, 401, 401, 401, 401])
  })

  it('share their budget with password-reset requests of the same client: past it, 429 for that client only', async () => {
    const client = '198.51.100.30'
    expect([await requestReset(client, 'guarded@example.com'), await requestReset(client, 'nobody@example.com')]).toEqual([200, 200])
    expect(await requestReset(client, 'guarded@example.com')).toBe(429)
    expect(await requestReset('198.51.100.31', 'guarded@example.com')).toBe(200)
  })
})
