import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inTransaction, transactionDrizzle } from '@/db/transaction'

import { getTestPayload } from './helpers/test-payload'

describe('one database transaction for a piece of work', () => {
  let payload: Payload

  const location = (title: string) => ({
    title,
    description: 'A place we serve',
    features: [{ text: 'On site' }, { text: 'Remote' }, { text: 'Same day' }],
  })
  const titled = async (title: string) =>
    (
      await payload.count({
        collection: 'locations',
        where: { title: { equals: title } },
        overrideAccess: true,
      })
    ).totalDocs

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('commits everything the work wrote together, and answers what the work returned', async () => {
    const answer = await inTransaction(payload, async (req) => {
      await payload.create({
        collection: 'locations',
        data: location('Lecanto'),
        req,
        overrideAccess: true,
        draft: true,
        context: { disableRevalidate: true },
      })
      await payload.create({
        collection: 'locations',
        data: location('Hernando'),
        req,
        overrideAccess: true,
        draft: true,
        context: { disableRevalidate: true },
      })
      return 'done'
    })
    expect(answer).toBe('done')
    expect([await titled('Lecanto'), await titled('Hernando')]).toEqual([1, 1])
  })

  it('keeps nothing of the work when it fails partway, and passes its error on', async () => {
    const failure = inTransaction(payload, async (req) => {
      await payload.create({
        collection: 'locations',
        data: location('Homosassa'),
        req,
        overrideAccess: true,
        draft: true,
        context: { disableRevalidate: true },
      })
      throw new Error('the second write failed')
    })
    await expect(failure).rejects.toThrow('the second write failed')
    expect(await titled('Homosassa')).toBe(0)
  })

  it("runs Drizzle on the work's own transaction: what it sees is what the work wrote, not yet anyone else's", async () => {
    const seen = await inTransaction(payload, async (req) => {
      await payload.create({
        collection: 'locations',
        data: location('Floral City'),
        req,
        overrideAccess: true,
        draft: true,
        context: { disableRevalidate: true },
      })
      const db = await transactionDrizzle(payload, req)
      const inside = await db.execute(
        sql`select count(*)::int as count from locations where title = 'Floral City'`,
      )
      return { inside: inside.rows[0]?.count, outside: await titled('Floral City') }
    })
    expect(seen).toEqual({ inside: 1, outside: 0 })
  })

  it('refuses a request outside any transaction, where its locks would guard nothing', async () => {
    const req = await createLocalReq({}, payload)
    await expect(transactionDrizzle(payload, req)).rejects.toThrow(/transaction/)
  })
})
