import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentSlugs } from '@/content/routes'

import { getTestPayload } from './helpers/test-payload'

/**
 * Every collection and global the public pages show expires them when saved: each declares the hook itself,
 * so one that loses it is caught here, at its config, rather than only by the end-to-end suite.
 */
describe('a published save of any content the pages show', () => {
  let payload: Payload
  const generation = async () => (await payload.kv.get<{ id: string }>('content-generation'))?.id

  beforeAll(async () => {
    payload = await getTestPayload()
  })

  afterAll(() => payload?.destroy())

  it.each(contentSlugs)('starts a new content generation: %s', async (slug) => {
    const before = await generation()
    if (payload.collections[slug as keyof typeof payload.collections]) {
      const collection = slug as 'packages'
      const { docs } = await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })
      expect(docs, `the seed leaves a document in ${slug} to save`).toHaveLength(1)
      await payload.update({ collection, id: docs[0].id, data: {}, overrideAccess: true })
    } else {
      await payload.updateGlobal({ slug: slug as 'header', data: {}, overrideAccess: true })
    }
    expect(await generation()).not.toBe(before)
  })

  /** A package still published: a test before may have unpublished or deleted another. */
  const firstPackage = async () =>
    (
      await payload.find({
        collection: 'packages',
        where: { _status: { equals: 'published' } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]

  it('leaves the generation as it is for a draft saved in the admin (?draft=true): the public pages did not change', async () => {
    const pkg = await firstPackage()
    const before = await generation()
    await payload.update({
      collection: 'packages',
      id: pkg.id,
      data: { price: pkg.price + 1 },
      draft: true,
      overrideAccess: true,
      req: { query: { draft: 'true' } },
    })
    await payload.updateGlobal({
      slug: 'home-page',
      data: {},
      draft: true,
      overrideAccess: true,
      req: { query: { draft: 'true' } },
    })
    expect(await generation()).toBe(before)
  })

  it.each([
    ['as it was published', false],
    [
      'with a draft pending (the draft is the version Payload hands the hook as the previous one)',
      true,
    ],
  ])(
    'starts a new generation when a published document is unpublished, %s',
    async (_, withDraft) => {
      const pkg = await firstPackage()
      if (withDraft)
        await payload.update({
          collection: 'packages',
          id: pkg.id,
          data: { price: pkg.price + 1 },
          draft: true,
          overrideAccess: true,
          req: { query: { draft: 'true' } },
        })
      const before = await generation()
      // What the admin's Unpublish sends: the status alone, without ?draft=true.
      await payload.update({
        collection: 'packages',
        id: pkg.id,
        data: { _status: 'draft' },
        overrideAccess: true,
      })
      expect(await generation()).not.toBe(before)
    },
  )

  it('starts a new generation when a document is deleted', async () => {
    const pkg = await firstPackage()
    const before = await generation()
    await payload.delete({ collection: 'packages', id: pkg.id, overrideAccess: true })
    expect(await generation()).not.toBe(before)
  })

  it('leaves the generation to the caller that asks for no revalidation (the seed, the tests)', async () => {
    const pkg = await firstPackage()
    const before = await generation()
    await payload.update({
      collection: 'packages',
      id: pkg.id,
      data: {},
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.delete({
      collection: 'packages',
      id: pkg.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await generation()).toBe(before)
  })
})
