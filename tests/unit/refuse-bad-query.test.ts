import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import type { QueryField } from '@/rest-query/check-where'
import { problemOfQuery, refuseBadQuery } from '@/rest-query/refuse-bad-query'

/** What the check reads of Payload's sanitized config: the REST route and each collection's and global's fields. */
const packages: QueryField[] = [
  { name: 'name', type: 'text' },
  { name: 'price', type: 'number' },
  { name: 'lead', type: 'relationship', relationTo: 'leads' },
  { name: 'archived', type: 'relationship', relationTo: 'archive' },
]
const leads: QueryField[] = [{ name: 'score', type: 'number' }]
const config = {
  routes: { api: '/api' },
  collections: [
    { slug: 'packages', flattenedFields: packages },
    { slug: 'leads', flattenedFields: leads },
  ],
  globals: [{ slug: 'settings', flattenedFields: [{ name: 'rating', type: 'number' }] }],
} as unknown as SanitizedConfig

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e'
const site = 'http://localhost:3000'
const problemOf = (path: string, init?: RequestInit) =>
  problemOfQuery(config, new Request(`${site}${path}`, init))

describe("the query of a request to Payload's REST API", () => {
  it.each([
    ['no query', '/api/packages'],
    ['a where that fits', `/api/packages?where[price][greater_than]=5&where[lead][equals]=${uuid}`],
    ['a field of the related document', '/api/packages?where[lead.score][less_than]=3'],
    [
      'a where as JSON',
      `/api/packages?where=${encodeURIComponent(JSON.stringify({ price: { equals: 3 } }))}`,
    ],
    ['an empty list of conditions, as Payload reads it', '/api/packages?where[or][]'],
    [
      "a version's columns",
      `/api/packages/versions?where[version.price][equals]=4&where[parent][equals]=${uuid}&where[latest][equals]=true`,
    ],
    [
      "a version's dates and autosave",
      '/api/packages/versions?where[createdAt][less_than]=2026-01-01&where[updatedAt][exists]=true&where[autosave][equals]=false',
    ],
    ["a global's versions", '/api/globals/settings/versions?where[version.rating][equals]=5'],
    ['a global', '/api/globals/settings?where[rating][equals]=5'],
    [
      'a field of a collection the config does not hold, which Payload checks itself',
      '/api/packages?where[archived.score][equals]=x',
    ],
  ])('answers %s', async (_, path) => {
    expect(await problemOf(path)).toBeUndefined()
  })

  it.each([
    [
      'a word for a number',
      '/api/packages?where[price][equals]=x',
      '"price" cannot hold the value given to "equals"',
    ],
    [
      'a word for a number of the related document',
      '/api/packages?where[lead.score][equals]=x',
      '"lead.score" cannot hold',
    ],
    [
      'a where as JSON with a word for a number',
      `/api/packages?where=${encodeURIComponent(JSON.stringify({ price: { equals: 'x' } }))}`,
      '"price" cannot hold',
    ],
    ['a where that is neither', '/api/packages?where={', 'where is neither a query nor JSON'],
    [
      'a page past the largest',
      '/api/packages?page=99999999&where[price][equals]=1',
      'page must be a whole number',
    ],
    [
      'a condition nested past five levels',
      '/api/packages?where[or][0][and][0][or][0][price][equals]=x',
      '"price" cannot hold',
    ],
    [
      "a version's document field with a word for a number",
      '/api/packages/versions?where[version.price][equals]=x',
      '"version.price" cannot hold',
    ],
    [
      "a version's parent that is no id",
      '/api/packages/versions?where[parent][equals]=x',
      '"parent" cannot hold',
    ],
    [
      "a version's date that is none",
      '/api/packages/versions?where[updatedAt][greater_than]=soon',
      '"updatedAt" cannot hold',
    ],
    [
      "a version's flag that is none",
      '/api/packages/versions?where[latest][equals]=maybe',
      '"latest" cannot hold',
    ],
    [
      "a version's autosave that is none",
      '/api/packages/versions?where[autosave][equals]=maybe',
      '"autosave" cannot hold',
    ],
    [
      "a version's creation date that is none",
      '/api/packages/versions?where[createdAt][equals]=soon',
      '"createdAt" cannot hold',
    ],
    [
      "a document field asked of the versions' row",
      '/api/packages/versions?where[price][equals]=1',
      '"price" names no field',
    ],
    [
      'a version field asked of the collection',
      '/api/packages?where[version.price][equals]=1',
      '"version.price" names no field',
    ],
    [
      "a global's field with a word for a number",
      '/api/globals/settings?where[rating][equals]=x',
      '"rating" cannot hold',
    ],
    [
      "a global's version field with a word for a number",
      '/api/globals/settings/versions?where[version.rating][equals]=x',
      '"version.rating" cannot hold',
    ],
    [
      "a global's field asked of its versions' row",
      '/api/globals/settings/versions?where[rating][equals]=1',
      '"rating" names no field',
    ],
    [
      'a global that is none',
      '/api/globals/nothing?where[rating][equals]=1',
      '"rating" names no field',
    ],
    ['a collection that is none', '/api/nothing?where[price][equals]=1', '"price" names no field'],
    [
      'a global named as a collection',
      '/api/settings?where[rating][equals]=1',
      '"rating" names no field',
    ],
  ])('refuses %s', async (_, path, message) => {
    expect(await problemOf(path)).toContain(message)
  })

  it("reads the body of a POST that Payload's method override turns into a GET, and only that POST's", async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const override = { ...form, 'x-payload-http-method-override': 'GET' }
    expect(
      await problemOf('/api/packages', {
        method: 'POST',
        headers: override,
        body: 'where[price][equals]=x',
      }),
    ).toContain('"price" cannot hold')
    expect(
      await problemOf('/api/packages', {
        method: 'POST',
        headers: override,
        body: 'where[price][equals]=1',
      }),
    ).toBeUndefined()
    // Without the override Payload reads the address, whatever the body holds.
    expect(
      await problemOf('/api/packages', {
        method: 'POST',
        headers: form,
        body: 'where[price][equals]=x',
      }),
    ).toBeUndefined()
    expect(
      await problemOf('/api/packages?where[price][equals]=x', {
        method: 'POST',
        headers: form,
        body: 'where[price][equals]=1',
      }),
    ).toContain('"price" cannot hold')
    expect(
      await problemOf('/api/packages', {
        method: 'POST',
        headers: { ...form, 'x-payload-http-method-override': 'DELETE' },
        body: 'where[price][equals]=x',
      }),
    ).toBeUndefined()
    // A GET carries no body: its address is the query even with the header.
    expect(
      await problemOf('/api/packages?where[price][equals]=x', {
        headers: { 'x-payload-http-method-override': 'GET' },
      }),
    ).toContain('"price" cannot hold')
  })
})

describe("Payload's REST handler behind the check", () => {
  const handler = refuseBadQuery(
    Promise.resolve(config),
    async (request: Request, args: { slug: string[] }) =>
      Response.json({ reached: new URL(request.url).pathname, args }),
  )

  it("refuses a query the database cannot answer with 400 in Payload's error shape, without calling Payload", async () => {
    const answer = await handler(new Request(`${site}/api/packages?where[price][equals]=x`), {
      slug: ['packages'],
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({
      errors: [
        {
          message: 'The query cannot be answered: "price" cannot hold the value given to "equals".',
        },
      ],
    })
  })

  it('hands every other request to Payload with its arguments', async () => {
    const answer = await handler(new Request(`${site}/api/packages?where[price][equals]=1`), {
      slug: ['packages'],
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ reached: '/api/packages', args: { slug: ['packages'] } })
  })
})
