import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import {
  collectionMatrix,
  globalMatrix,
  operations,
  roles,
  type Cell,
  type Operation,
  type Role,
} from '../helpers/access-matrix'
import { owner } from './helpers/accounts'
import { authHeader, createStaff, tokenFor } from './helpers/admin'

/** The same table as the Local API test, now through REST, as a browser or script would call it. */

const unique = () => randomUUID().slice(0, 8)
const headersByRole: Record<Role, Record<string, string>> = { anonymous: {}, staff: {}, owner: {} }
let staffId = ''
/** Everything this spec made, removed afterwards so the public pages show only the seeded content. */
const made: Array<{ collection: string; id: string }> = []

test.beforeAll(async ({ request }) => {
  headersByRole.owner = authHeader(await tokenFor(request, owner.username, owner.password))
  const staff = await createStaff(request)
  staffId = staff.id
  headersByRole.staff = authHeader(await tokenFor(request, staff.username, staff.password))
})

test.afterEach(async ({ request }) => {
  for (const { collection, id } of made.splice(0).reverse()) {
    await request.delete(`/api/${collection}/${id}`, { headers: headersByRole.owner })
  }
})

const stripIds = (doc: unknown) =>
  JSON.parse(
    JSON.stringify(doc, (name, value) =>
      ['id', 'createdAt', 'updatedAt'].includes(name) ? undefined : value,
    ),
  )

async function sample(
  request: APIRequestContext,
  collection: string,
): Promise<Record<string, unknown>> {
  const clone = async (key: string) => {
    const { docs } = await (
      await request.get(`/api/${collection}?limit=1&depth=0&sort=createdAt`)
    ).json()
    const data = stripIds(docs[0])
    return { ...data, [key]: `${data[key]} ${unique()}` }
  }
  switch (collection) {
    case 'users':
      return {
        email: `rest-${unique()}@example.com`,
        username: `rest${unique()}`,
        password: 'Chassahowitzka-9-river',
        role: 'staff',
      }
    case 'services':
    case 'locations':
      return clone('title')
    case 'packages':
      return clone('name')
    case 'reviews':
      return clone('reviewerName')
    case 'contact-submissions':
      return {
        name: 'REST Visitor',
        email: 'rest@example.com',
        message: 'Hello',
        agreeToContact: true,
      }
    case 'package-purchases':
      return {
        packageName: 'Starter Website',
        customerName: 'REST Visitor',
        email: 'rest@example.com',
      }
    default:
      return { taskSlug: 'sendLeadEmail', input: {} }
  }
}

/** A record to update or delete, made by the only path that can make one. */
async function target(request: APIRequestContext, collection: string): Promise<string> {
  // Nobody may touch jobs, the site's notices, its checks' state or its visit counts: the refusal comes
  // before the lookup.
  if (['payload-jobs', 'site-notices', 'site-health-checks', 'site-visits'].includes(collection))
    return randomUUID()
  if (collection === 'lead-attachments') {
    const uploaded = await request.post('/api/contact/attachments', {
      multipart: {
        files: {
          name: 'note.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from(`A note ${unique()}\n`),
        },
      },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
    const { id } = (await uploaded.json()).attachments[0]
    made.push({ collection, id })
    return id
  }
  if (collection === 'contact-submissions' || collection === 'package-purchases') {
    const path = collection === 'contact-submissions' ? '/api/contact' : '/api/package-purchase'
    const name = `Matrix ${unique()}`
    const body =
      collection === 'contact-submissions'
        ? {
            name,
            email: 'matrix@example.com',
            phone: '',
            message: 'Hi',
            servicesNeeded: '[]',
            attachments: '[]',
            desiredDate: null,
            agreeToContact: true,
          }
        : { packageName: 'Starter Website', customerName: name, email: 'matrix@example.com' }
    expect((await request.post(path, { data: body })).status()).toBe(201)
    const field = collection === 'contact-submissions' ? 'name' : 'customerName'
    const found = await request.get(
      `/api/${collection}?where[${field}][equals]=${encodeURIComponent(name)}&depth=0`,
      { headers: headersByRole.owner },
    )
    return (await found.json()).docs[0].id
  }
  const created = await request.post(`/api/${collection}`, {
    data: await sample(request, collection),
    headers: headersByRole.owner,
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()).doc
  made.push({ collection, id })
  return id
}

const verdict = (status: number): Cell =>
  status === 403 || status === 401 ? 'deny' : status < 300 ? 'allow' : (`status ${status}` as Cell)

async function attempt(
  request: APIRequestContext,
  collection: string,
  operation: Operation,
  role: Role,
): Promise<Cell> {
  const headers = headersByRole[role]
  if (operation === 'create') {
    const response = await request.post(`/api/${collection}`, {
      data: await sample(request, collection),
      headers,
    })
    if (response.status() === 201) made.push({ collection, id: (await response.json()).doc.id })
    return verdict(response.status())
  }
  if (operation === 'read') {
    const response = await request.get(`/api/${collection}?depth=0&limit=100`, { headers })
    if (response.status() !== 200) return verdict(response.status())
    const { docs } = (await response.json()) as { docs: { id: string }[] }
    return collection === 'users' && role === 'staff' && docs.length === 1 && docs[0].id === staffId
      ? 'own'
      : 'allow'
  }
  const send = async (id: string) =>
    verdict(
      (operation === 'update'
        ? await request.patch(`/api/${collection}/${id}`, { data: {}, headers })
        : await request.delete(`/api/${collection}/${id}`, { headers })
      ).status(),
    )
  if (collection === 'users' && role === 'staff') {
    const own = await send(staffId)
    const other = await send(await target(request, collection))
    return own === 'allow' && other === 'deny' ? 'own' : other
  }
  return send(await target(request, collection))
}

for (const [collection, byRole] of Object.entries(collectionMatrix)) {
  test(`REST ${collection}: the matrix holds for every role and operation`, async ({ request }) => {
    const seen: Record<string, Cell> = {}
    const wanted: Record<string, Cell> = {}
    for (const role of roles) {
      for (const operation of operations) {
        // A staff member deleting their own account would end this test's session.
        if (collection === 'users' && role === 'staff' && operation === 'delete') continue
        wanted[`${role} ${operation}`] = byRole[role][operation]
        seen[`${role} ${operation}`] = await attempt(request, collection, operation, role)
      }
    }
    expect(seen).toEqual(wanted)
  })
}

test('REST globals: everyone reads, only the owner saves', async ({ request }) => {
  const seen: Record<string, Cell> = {}
  const wanted: Record<string, Cell> = {}
  for (const [slug, byRole] of Object.entries(globalMatrix)) {
    for (const role of roles) {
      wanted[`${slug} ${role} read`] = byRole[role].read
      wanted[`${slug} ${role} update`] = byRole[role].update
      seen[`${slug} ${role} read`] = verdict(
        (
          await request.get(`/api/globals/${slug}?depth=0`, { headers: headersByRole[role] })
        ).status(),
      )
      // As a draft: an empty save that publishes would publish whatever draft another test (live preview)
      // is holding, since a save takes the latest version's data.
      seen[`${slug} ${role} update`] = verdict(
        (
          await request.post(`/api/globals/${slug}?draft=true`, {
            data: {},
            headers: headersByRole[role],
          })
        ).status(),
      )
    }
  }
  expect(seen).toEqual(wanted)
})

test('GraphQL is off: a query of two hundred aliases does no work and is answered at once', async ({
  request,
}) => {
  const aliases = Array.from(
    { length: 200 },
    (_, index) => `a${index}: Packages(limit: 1000) { docs { features { text } } }`,
  ).join(' ')
  const started = performance.now()
  const answer = await request.post('/api/graphql', { data: { query: `{ ${aliases} }` } })
  const elapsed = performance.now() - started
  expect([404, 405], await answer.text()).toContain(answer.status())
  expect(await answer.text()).not.toContain('features')
  expect(elapsed).toBeLessThan(1_000)
  expect((await request.get('/api/graphql-playground')).status()).toBe(404)
})
