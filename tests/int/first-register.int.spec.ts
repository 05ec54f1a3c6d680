import {
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type SanitizedConfig,
} from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { issueSetupToken } from '@/users/setup-token'

import { sendRest } from './helpers/rest'
import { getTestPayload, testDatabaseUri } from './helpers/test-payload'

let config: Promise<SanitizedConfig>

/** A POST through Payload's REST handler, as the admin's create-first-user form or a script sends it. */
async function post(path: string, body: unknown, token?: string) {
  const response = await sendRest(config, path, { body, token })
  const json = (await response.json()) as {
    token?: string
    errors?: { message?: string; data?: unknown }[]
  }
  return {
    status: response.status,
    message: json.errors?.[0]?.message,
    data: json.errors?.[0]?.data,
    token: json.token,
  }
}

const tokenMessage =
  'Enter the setup token printed in the server log at start, or create the owner with npm run users:create.'
const account = (name: string) => ({
  email: `${name}@example.com`,
  username: name,
  password: 'Inverness-courthouse-square-9',
})

/**
 * The setup token's hook (src/users/collections/Users/hooks/requireSetupToken.ts) on a production server: the first
 * account over the network needs the token printed at start; the Local API and every later account do not.
 * The settings are a production server's, so the hook's check of NODE_ENV is the one that runs, on a database
 * made by the migrations as a production one is.
 */
describe('in production, the first account over the network', () => {
  let payload: Payload

  beforeAll(async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    vi.stubEnv('PAYLOAD_SECRET', 'a-production-secret-of-the-first-register-test-0123456789')
    vi.stubEnv('JOBS_AUTORUN', 'false')
    // An empty database of its own: a production start runs the committed migrations, and refuses (asks) on a
    // database the development push made, such as the run's template.
    const uri = testDatabaseUri()
    const server = new pg.Client({ connectionString: inject('databaseServerUri') })
    await server.connect()
    await server.query(`CREATE DATABASE "${new URL(uri).pathname.slice(1)}"`)
    await server.end()
    vi.stubEnv('DATABASE_URI', uri)
    payload = await getTestPayload()
    config = (await import('@payload-config')).default
  })

  afterAll(async () => {
    await payload?.destroy()
    vi.unstubAllEnvs()
  })

  it('is not asked of the Local API (npm run users:create)', async () => {
    // In a transaction rolled back after: the tests below need a site without accounts.
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      // Staff asked for, owner given: the first account of a site is its owner however it is made.
      const created = await payload.create({
        collection: 'users',
        data: { ...account('fromcli'), role: 'staff' },
        req,
      })
      expect(created.role).toBe('owner')
    } finally {
      await killTransaction(req)
    }
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('needs the setup token, and a wrong or missing one is refused with what to do', async () => {
    const token = await issueSetupToken(payload)
    // The field named, so the admin's form shows the sentence at the setup token's box.
    expect(await post('users/first-register', account('nosetup'))).toMatchObject({
      status: 403,
      message: tokenMessage,
      data: { field: 'setupToken' },
    })
    expect(
      await post('users/first-register', { ...account('wrongsetup'), setupToken: `${token}x` }),
    ).toMatchObject({ status: 403, message: tokenMessage })
    expect(await post('users', { ...account('plainpost'), setupToken: 'guess' })).toMatchObject({
      status: 403,
      message: tokenMessage,
    })
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(0)

    const registered = await post('users/first-register', {
      ...account('firstowner'),
      setupToken: token,
    })
    expect(registered.status).toBe(200)
    const [owner] = (await payload.find({ collection: 'users', overrideAccess: true })).docs
    expect([owner.username, owner.role]).toEqual(['firstowner', 'owner'])

    // Once an account exists the token has done its work: the owner adds staff without it.
    const staff = await post('users', { ...account('laterstaff'), role: 'staff' }, registered.token)
    expect(staff.status).toBe(201)
  })
})
