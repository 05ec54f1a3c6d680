import { ValidationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers/test-payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const context = { disableRevalidate: true }

/** The first published package of the seed, as the database holds it. */
async function aPackage() {
  const { docs } = await payload.find({ collection: 'packages', limit: 1, sort: 'order' })
  return docs[0]
}

describe('null for a field, through the Local API as a request makes it', () => {
  it("leaves a global's group as it was", async () => {
    const before = await payload.findGlobal({ slug: 'form-copy' })
    const after = await payload.updateGlobal({
      slug: 'form-copy',
      data: { contactForm: null } as never,
      context,
    })
    expect(after.contactForm).toEqual(before.contactForm)
    expect((await payload.findGlobal({ slug: 'form-copy' })).contactForm).toEqual(
      before.contactForm,
    )
  })

  it("leaves a collection's createdAt as it was, and stamps one on create", async () => {
    const before = await aPackage()
    const after = await payload.update({
      collection: 'packages',
      id: before.id,
      data: { createdAt: null } as never,
      context,
    })
    expect(after.createdAt).toBe(before.createdAt)
    const data = {
      category: before.category,
      name: 'Null createdAt',
      price: 100,
      features: [{ text: 'One page' }],
      createdAt: null,
    }
    const created = await payload.create({ collection: 'packages', data: data as never, context })
    expect(Date.parse(created.createdAt)).not.toBeNaN()
    await payload.delete({ collection: 'packages', id: created.id, context })
  })

  it("refuses null for a required list, number or select with the field's own message", async () => {
    const { id } = await aPackage()
    for (const data of [{ features: null }, { price: null }, { category: null }]) {
      const [path] = Object.keys(data)
      const refusal = await payload
        .update({ collection: 'packages', id, data: data as never, context })
        .catch((error: unknown) => error)
      expect(refusal, path).toBeInstanceOf(ValidationError)
      expect(
        (refusal as ValidationError).data.errors.map((error) => error.path),
        path,
      ).toEqual([path])
    }
    expect((await aPackage()).price).not.toBeNull()
  })
})
