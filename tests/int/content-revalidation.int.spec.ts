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
})
