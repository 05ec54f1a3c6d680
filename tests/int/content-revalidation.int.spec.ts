import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { contentSlugs } from '@/content/routes'

import { getTestPayload } from './helpers/test-payload'

/**
 * Every collection and global the public pages show expires them when saved: each declares the hook itself,
 * so one that loses it is caught here, at its config, rather than only by the end-to-end suite. Outside a
 * Next request, as here, an expiry is its log line alone.
 */
describe('a published save of any content the pages show', () => {
  let payload: Payload
  let expired: string[] = []

  beforeAll(async () => {
    payload = await getTestPayload()
    vi.spyOn(payload.logger, 'info').mockImplementation(((message: unknown) => {
      const tag = /^Revalidating (content:\S+)$/.exec(String(message))?.[1]
      if (tag) expired.push(tag)
    }) as never)
  })

  beforeEach(() => {
    expired = []
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it.each(contentSlugs)('expires its tag: %s', async (slug) => {
    if (payload.collections[slug as keyof typeof payload.collections]) {
      const collection = slug as 'packages'
      const { docs } = await payload.find({ collection, limit: 1, depth: 0, overrideAccess: true })
      expect(docs, `the seed leaves a document in ${slug} to save`).toHaveLength(1)
      await payload.update({ collection, id: docs[0].id, data: {}, overrideAccess: true })
    } else {
      await payload.updateGlobal({ slug: slug as 'header', data: {}, overrideAccess: true })
    }
    expect(expired).toEqual([`content:${slug}`])
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

  it('expires nothing for a draft saved in the admin (?draft=true): the public pages did not change', async () => {
    const pkg = await firstPackage()
    expired = []
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
    expect(expired).toEqual([])
  })

  it.each([
    ['as it was published', false],
    [
      'with a draft pending (the draft is the version Payload hands the hook as the previous one)',
      true,
    ],
  ])('expires the tag when a published document is unpublished, %s', async (_, withDraft) => {
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
    expired = []
    // What the admin's Unpublish sends: the status alone, without ?draft=true.
    await payload.update({
      collection: 'packages',
      id: pkg.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    })
    expect(expired).toEqual(['content:packages'])
  })

  it('expires the tag when a document is deleted', async () => {
    const pkg = await firstPackage()
    expired = []
    await payload.delete({ collection: 'packages', id: pkg.id, overrideAccess: true })
    expect(expired).toEqual(['content:packages'])
  })

  it('expires nothing for the caller that asks for no revalidation (the seed, the tests)', async () => {
    const pkg = await firstPackage()
    expired = []
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
    expect(expired).toEqual([])
  })
})
