import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { _internal_resetJobSystemGlobals, type Payload, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { clientErrorOf, RefusedByDatabase } from '@/db/client-errors'

import { createTestAccount, testAccounts } from './helpers/accounts'
import { getTestPayload } from './helpers/test-payload'

const handlers = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH, DELETE: REST_DELETE }
type Shape = {
  method?: keyof typeof handlers
  path: string
  headers?: Record<string, string>
  body?: string
}

let payload: Payload
let config: Promise<SanitizedConfig>
const tokens: Record<'anonymous' | 'staff' | 'owner', string> = {
  anonymous: '',
  staff: '',
  owner: '',
}
let leadId = ''
const lead = {
  name: 'Wanda Withheld',
  email: 'wanda.withheld@example.org',
  phone: '352-555-0142',
  message: 'My printer prints nothing but private words.',
  agreeToContact: true,
}

/** One request through Payload's REST handler, as the route `/api/[...slug]` passes it. */
async function send({ method = 'GET', path, headers = {}, body }: Shape, as: keyof typeof tokens) {
  const sent = new Headers(headers)
  if (tokens[as]) sent.set('authorization', `JWT ${tokens[as]}`)
  const url = `http://localhost/api/${path}`
  const request = new Request(url, { method, headers: sent, body })
  const slug = new URL(url).pathname.slice('/api/'.length).split('/')
  const response = await handlers[method](config)(request, { params: Promise.resolve({ slug }) })
  return { status: response.status, text: await response.text() }
}

/** A query sent as the body of a POST that Payload's method override turns into a GET. */
const overridden = (path: string, body: string): Shape => ({
  method: 'POST',
  path,
  headers: {
    'x-http-method-override': 'GET',
    'content-type': 'application/x-www-form-urlencoded',
  },
  body,
})
const json = (method: 'PATCH' | 'POST', path: string, value: unknown): Shape => ({
  method,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
})

const publicCollections = ['packages', 'services', 'reviews', 'locations']
const outOfRange = ['10000-01-01', '-001000-01-01', '+100000-01-01']

/** The shapes of issue 40 that reached the database and came back as a 500, for anyone. */
const everyone = (): Shape[] => [
  overridden('packages', 'where[price][all]=1'),
  overridden('packages', 'where[id][in]=a,b,c'),
  overridden('packages', 'where[name][equals]=%00'),
  overridden('packages', 'where[price][near]=1,2'),
  overridden('packages', 'page=99999999999999999999'),
  { path: 'packages?where[id][in]=a,b,c' },
  { path: 'packages?where[name][contains]=a%00b' },
  { path: 'packages?page=-5' },
  { path: 'packages?where=not-json' },
  { path: 'packages?where[price][contains]=x' },
  { path: 'packages?where[category][like]=x' },
  { path: 'packages?where[createdAt][contains]=x' },
  { path: 'packages?where[price][no_such_operator]=1' },
  { path: 'packages?where[no_such_field][equals]=1' },
  ...publicCollections.flatMap((collection) =>
    outOfRange.map((date) => ({ path: `${collection}?where[createdAt][equals]=${date}` })),
  ),
]

/** The shapes only a signed-in account reaches: version lists and writes of the wrong type. */
const signedIn = (): Shape[] => [
  { path: 'site-notices/versions' },
  json('PATCH', `contact-submissions/${leadId}`, { status: 123 }),
  json('PATCH', `contact-submissions/${leadId}`, { assignee: 'not-a-uuid' }),
  json('POST', 'packages?draft=true', { name: 'Draft', category: 'zzz' }),
  {
    method: 'PATCH',
    path: `contact-submissions/${leadId}`,
    headers: { 'content-type': 'application/json' },
    body: '{"status":',
  },
]

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  payload = await getTestPayload()
  config = (await import('@payload-config')).default
  for (const role of ['owner', 'staff'] as const) {
    await createTestAccount(payload, role)
    const { email, password } = testAccounts[role]
    tokens[role] = String(
      (await payload.login({ collection: 'users', data: { email, password } })).token,
    )
  }
  leadId = String(
    (
      await payload.create({
        collection: 'contact-submissions',
        data: lead as never,
        context: { disableRevalidate: true },
      })
    ).id,
  )
})

afterAll(async () => {
  _internal_resetJobSystemGlobals()
  await payload?.destroy()
})

describe('the error boundary: what a request causes answers 4xx', () => {
  const table = (shapes: () => Shape[], roles: (keyof typeof tokens)[]) =>
    it.each(roles)('%s', async (role) => {
      const failures: string[] = []
      for (const shape of shapes()) {
        const { status, text } = await send(shape, role)
        if (status < 400 || status >= 500)
          failures.push(
            `${shape.method ?? 'GET'} ${shape.path} ${shape.body ?? ''}: ${status} ${text.slice(0, 160)}`,
          )
      }
      expect(failures, failures.join('\n')).toEqual([])
    })

  describe('the shapes anyone can send, as', () => table(everyone, ['anonymous', 'staff', 'owner']))
  describe('the shapes of a signed-in account, as', () => table(signedIn, ['staff', 'owner']))
})

describe('what a refused write logs', () => {
  it('says what failed, without the values of the fields', async () => {
    const methods = ['info', 'warn', 'error'] as const
    const spies = methods.map((level) => vi.spyOn(payload.logger, level))
    try {
      const { status } = await send(
        json('PATCH', `contact-submissions/${leadId}`, { status: 123 }),
        'staff',
      )
      expect(status).toBe(400)
      const logged = spies.flatMap((spy) => spy.mock.calls.map((call) => JSON.stringify(call)))
      expect(logged.join('\n')).toMatch(/updateOne, 22P02\): invalid input value for enum/)
      for (const value of [lead.name, lead.email, lead.phone, lead.message, '123'])
        expect(logged.join('\n'), value).not.toContain(value)
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })
})

describe('a fault of the database itself', () => {
  const failedQuery = (cause: object) =>
    Object.assign(new Error('Failed query: select 1\nparams: Wanda'), {
      query: 'select $1',
      params: ['Wanda'],
      cause,
    })

  it.each([
    ['the server shutting down', { code: '57P01', message: 'terminating connection' }],
    ['a refused connection', { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' }],
    ['a lost connection', { code: '08006', message: 'connection failure' }],
  ])('stays a 500 on %s, without the parameters', (_, cause) => {
    const error = clientErrorOf(failedQuery(cause), 'find') as Error
    expect(error).not.toBeInstanceOf(RefusedByDatabase)
    expect(error.message).toBe('Failed query (find): select $1')
    expect(JSON.stringify(error) + String(error.stack)).not.toContain('Wanda')
    expect(error.cause).toBe(cause)
  })
})
