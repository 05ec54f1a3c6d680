import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers/test-payload'

describe('Payload on PostgreSQL', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload.destroy()
  })

  it('writes a document and reads it back from Postgres, with a uuid id', async () => {
    const created = await payload.create({
      collection: 'users',
      data: {
        email: 'writer@example.com',
        username: 'writer',
        password: 'a-long-enough-pass-phrase',
        role: 'staff',
      },
    })
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)

    const found = await payload.find({
      collection: 'users',
      where: { email: { equals: 'writer@example.com' } },
    })
    expect(found.docs.map((doc) => doc.id)).toEqual([created.id])
  })

  it('stores in a database of its own, not the development one', async () => {
    const uri = new URL(process.env.DATABASE_URI!)
    expect(uri.pathname).not.toBe('/site_dev')
    const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await client.connect()
    const { rows } = await client.query(
      'SELECT count(*)::int AS count FROM users WHERE email = $1',
      ['writer@example.com'],
    )
    await client.end()
    expect(rows[0].count).toBe(1)
  })
})
